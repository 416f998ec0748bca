import type { EmotionCache } from '@emotion/cache';

/**
 * The copies emotion's prefixer makes of every `::placeholder` and
 * `:read-only`/`:read-write` rule for browsers no longer in use: Firefox before
 * 51 (`::-moz-placeholder`) and 78 (`:-moz-read-only`), Internet Explorer and
 * the old Edge (`-ms-input-placeholder`). Every browser today reads the
 * standard rule, which stays, and the `-webkit-` copy stays too.
 */
const DEAD_COPY = /^[^@{][^{]*(?:::?-moz-(?:placeholder|read-only|read-write)|:?:-ms-input-placeholder)[^{]*\{/;

/**
 * Keeps those copies out of a cache's style sheet. A browser rejects a rule
 * it cannot parse by throwing, and each throw cost about as much as a hundred
 * good rules: a listing's text fields made some forty of them on every page
 * load (issue 26). Other prefixed rules (MUI's own `::-moz-focus-inner`) stay.
 */
export function withoutDeadPrefixCopies(cache: EmotionCache): EmotionCache {
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    if (!DEAD_COPY.test(rule)) insert(rule);
  };
  return cache;
}
