import { useSyncExternalStore } from 'react';

/** A tiny observable value for state shared outside React (session-level flags, toasts). */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe,
    use: function useStore(): T {
      return useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      );
    },
  };
}
