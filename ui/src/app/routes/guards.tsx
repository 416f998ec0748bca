import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';

import { defaultLandingPath, paths } from '@/config/paths';
import { forgetInitialUrl, peekInitialUrl, rememberInitialUrl } from '@/lib/initial-url';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';

import { menuFor } from '../layout/navigation';
import { hasClaims } from './screens';

/**
 * Where a signed-in user lands (spec 2: the trading accounts listing). A user
 * who may not see that listing lands on their first menu entry instead of a
 * not-found page (docs/spec-deviations.md).
 */
export function landingPathFor(session: Session): string {
  if (session.staff) return paths.customerView;
  if (hasClaims(session.user.Claims, ['tradingAccount.viewList'])) return defaultLandingPath;
  const first = menuFor(session.user.Claims)[0];
  if (!first) return paths.signIn;
  return first.kind === 'leaf' ? first.to : (first.children[0]?.to ?? paths.signIn);
}

/** /app/* requires a token; without one, remember where the user was going (spec 2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!session) rememberInitialUrl(origin);
  }, [session, origin]);
  if (!session) return <Navigate to={paths.signIn} replace state={{ from: origin }} />;
  return children;
}

/** `/`: sign-in without a token, else the remembered initial URL or the landing page (spec 2). */
export function RootRedirect() {
  const session = useSession();
  // Read during render, forgotten after: rendering twice must not lose it.
  const target = session ? (peekInitialUrl() ?? landingPathFor(session)) : paths.signIn;
  useEffect(() => {
    if (session) forgetInitialUrl();
  }, [session]);
  return <Navigate to={target} replace />;
}
