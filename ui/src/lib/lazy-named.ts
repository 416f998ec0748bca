import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A component fetched in a chunk of its own when first rendered, by its export name: React's
 * `lazy` takes a module's default export, and the console's modules export by name. One shape
 * for every lazily loaded screen, dialog and picker.
 */
// React's own `lazy` is typed over components of any props (`ComponentType<any>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
