import createCache, { type EmotionCache } from '@emotion/cache';
import { use } from 'react';

import { withoutDeadPrefixCopies } from './emotion-sheet';

export type Direction = 'ltr' | 'rtl';

/** The left-to-right languages' cache: MUI's styles as written. */
const ltr = withoutDeadPrefixCopies(createCache({ key: 'mui' }));

let rtl: EmotionCache | undefined;
let loadingRtl: Promise<EmotionCache> | undefined;

/**
 * The emotion cache of a direction. The right-to-left one (stylis-plugin-rtl
 * and cssjanus, which flip every margin, padding and position MUI writes) is
 * its own chunk, fetched only once Arabic is on: the sign-in page of the
 * other five languages never loads it (issue 26).
 */
export function loadDirectionCache(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') return Promise.resolve(ltr);
  loadingRtl ??= import('./rtl-cache').then(
    (module) => (rtl = module.rtlCache),
    (error: unknown) => {
      // Not kept: the next render that needs it asks again.
      loadingRtl = undefined;
      throw error;
    },
  );
  return loadingRtl;
}

/**
 * The cache for `direction`, suspending the first time right to left is
 * needed before it has loaded (a language change loads it before it switches,
 * so only a page opened in Arabic waits for it).
 */
export function useDirectionCache(direction: Direction): EmotionCache {
  if (direction === 'ltr') return ltr;
  return rtl ?? use(loadDirectionCache('rtl'));
}
