import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { type NavigateFunction, type NavigateOptions, type To, useLocation, useNavigate } from 'react-router';

interface StableRouter {
  navigate: NavigateFunction;
  /** The current URL (path, query and hash), read when called. */
  currentUrl: () => string;
}

const StableNavigateContext = createContext<StableRouter | null>(null);

/**
 * react-router's `useNavigate` re-renders its caller on every change of the
 * URL, the query included: in the shell that was the whole user menu and every
 * sidebar group on each page turn of a listing (issue 12: click to rows). This
 * provider alone follows the location and hands the shell one navigate
 * function that never changes; its children are the same elements, so they
 * are not re-rendered with it. The shell navigates to absolute paths only.
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const latest = useRef(navigate);
  const url = useRef(`${pathname}${search}${hash}`);
  useLayoutEffect(() => {
    latest.current = navigate;
    url.current = `${pathname}${search}${hash}`;
  }, [navigate, pathname, search, hash]);
  const stable = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options),
    [],
  );
  const router = useMemo(() => ({ navigate: stable as NavigateFunction, currentUrl: () => url.current }), [stable]);
  return <StableNavigateContext.Provider value={router}>{children}</StableNavigateContext.Provider>;
}

function useStableRouter(): StableRouter {
  const router = useContext(StableNavigateContext);
  if (!router) throw new Error('The shell router needs a StableNavigateProvider (AppShell has one)');
  return router;
}

/** The shell's navigate function (see StableNavigateProvider). */
export const useStableNavigate = (): NavigateFunction => useStableRouter().navigate;

/** Reads the current URL when called, without re-rendering its caller on every change of it. */
export const useCurrentUrl = (): (() => string) => useStableRouter().currentUrl;
