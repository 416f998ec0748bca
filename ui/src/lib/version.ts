import { APP_VERSION } from '@/config/constants';

/**
 * Compares dotted numeric versions part by part (spec 4): negative when `a`
 * is older, positive when newer. A missing part counts as 0, so 0.1.90 and
 * 0.1.90.0 are equal; a non-numeric part counts as 0 too.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x - y;
  }
  return 0;
}

export type VersionState = 'loading' | 'latest' | 'outdated';

/**
 * Reads /meta.json and compares its version with the running one (spec 4).
 * A failed read is logged and ends the check as `latest`: nothing to advise.
 */
export async function checkVersion(
  fetcher: typeof fetch = fetch,
  running: string = APP_VERSION,
): Promise<{ state: Exclude<VersionState, 'loading'>; deployed?: string }> {
  try {
    const response = await fetcher('/meta.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /meta.json answered ${response.status}`);
    const body = (await response.json()) as { version?: unknown };
    const deployed = typeof body.version === 'string' ? body.version : '';
    if (deployed && compareVersions(deployed, running) > 0) {
      console.info(`Version ${deployed} is deployed; this page runs ${running}. Refresh to load it.`);
      return { state: 'outdated', deployed };
    }
    return { state: 'latest', deployed };
  } catch (error) {
    console.error('The version check failed:', error);
    return { state: 'latest' };
  }
}

/** Deletes every browser cache entry (spec 4); the caller decides whether to reload. */
export async function clearBrowserCaches(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length;
}
