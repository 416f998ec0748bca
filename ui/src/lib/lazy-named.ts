import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded component that can be asked to start loading before it is drawn. */
// React's own `lazy` is typed over components of any props (`ComponentType<any>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyNamed<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Starts fetching its chunk (once); drawing it later then waits for nothing. */
  preload: () => Promise<unknown>;
};

/**
 * A component fetched in a chunk of its own when first rendered, by its export name: React's
 * `lazy` takes a module's default export, and the console's modules export by name. One shape
 * for every lazily loaded screen, dialog and picker.
 *
 * Once its chunk is in, a newly mounted instance draws the component itself: React's `lazy`
 * suspends the first render of every use, even of a chunk already fetched (by `preload`, or by
 * another instance), and each suspension commits a fallback and renders the tree again (issue 26).
 * An instance keeps the type it mounted with, so it is never remounted when the chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyNamed<M[K]> {
  let loaded: M[K] | undefined;
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  function Named(props: ComponentProps<M[K]>) {
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<ComponentProps<M[K]>>);
    return createElement(type, props);
  }
  Named.displayName = `Lazy(${String(name)})`;
  Named.preload = preload;
  return Named;
}
