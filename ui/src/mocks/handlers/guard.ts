import type { components } from '@openapi/schema';

import { problem } from '../http';
import { expiredToken, isExpired, userOf } from './auth';

type Claim = components['schemas']['Claim'];
type SignedInUser = components['schemas']['SignedInUser'];

/**
 * The server's check before an operation: a 401 without a valid token, a
 * 403 without the claim. Returns the caller, or the answer to send instead.
 */
export function guard(request: Request, claim: Claim = 'pageAccess'): SignedInUser | Response {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes(claim)) return problem(403, 'Forbidden', `This operation requires the claim ${claim}.`);
  return user;
}

/** The answer of a failing server, for the `errors` scenarios. */
export const serverError = () => problem(500, 'Internal Server Error', 'The server could not complete the request.');

/** The server's answer to a caller without the claim, for the `forbidden` scenarios. */
export const forbidden = (claim: Claim) => () =>
  problem(403, 'Forbidden', `This operation requires the claim ${claim}.`);
