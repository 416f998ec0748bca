import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, type NavigateOptions, type To, useNavigate } from 'react-router';

const StableNavigateContext = createContext<NavigateFunction | null>(null);

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
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options),
    [],
  );
  return <StableNavigateContext.Provider value={stable as NavigateFunction}>{children}</StableNavigateContext.Provider>;
}

/** The shell's navigate function (see StableNavigateProvider). */
export function useStableNavigate(): NavigateFunction {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs a StableNavigateProvider (AppShell has one)');
  return navigate;
}
