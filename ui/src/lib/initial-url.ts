import { paths } from '@/config/paths';

/**
 * The remembered initial URL (spec 2): a deep link opened without a token is
 * remembered here while the user signs in, and `/` then goes back to it.
 * Session storage keeps it per tab and across a reload of the sign-in page.
 */
const KEY = 'initial_url';

export function rememberInitialUrl(url: string) {
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // Without storage the user lands on the default page instead.
  }
}

/** The remembered URL, if it is an in-app path (never another origin). */
export function peekInitialUrl(): string | null {
  try {
    const url = sessionStorage.getItem(KEY);
    return url && url.startsWith(`${paths.app}/`) ? url : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered URL once it has been used. */
export function forgetInitialUrl() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was remembered.
  }
}
