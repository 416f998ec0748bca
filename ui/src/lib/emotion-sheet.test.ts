import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';

import { withoutDeadPrefixCopies } from './emotion-sheet';

/** The rules a cache writes for a style, as its sheet holds them. */
function rulesOf(cache: ReturnType<typeof createCache>, styles: Parameters<typeof serializeStyles>[0][number]) {
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent ?? '').join('\n');
}

describe('withoutDeadPrefixCopies', () => {
  const input = {
    color: 'red',
    '&::placeholder': { opacity: 0.5 },
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:read-only': { cursor: 'default' },
  };

  it('writes the standard and -webkit- rules but not the copies for old Firefox, IE and the old Edge', () => {
    const rules = rulesOf(withoutDeadPrefixCopies(createCache({ key: 'kept', speedy: false })), input);
    expect(rules).toContain('::placeholder{opacity:0.5;}');
    expect(rules).toContain('::-webkit-input-placeholder{opacity:0.5;}');
    expect(rules).toContain(':read-only{cursor:default;}');
    expect(rules).toContain('{color:red;}');
    // Not one of the prefixer's copies that no browser in use reads.
    expect(rules).not.toMatch(/-moz-placeholder|-ms-input-placeholder|-moz-read-only/);
    // MUI's own Firefox rule is not such a copy: it stays.
    expect(rules).toContain('::-moz-focus-inner{border-style:none;}');
  });

  it('drops nothing else: every other rule is the one an unwrapped cache writes', () => {
    const wrapped = rulesOf(withoutDeadPrefixCopies(createCache({ key: 'same', speedy: false })), input);
    const plain = rulesOf(createCache({ key: 'same', speedy: false }), input);
    const live = (rules: string) =>
      rules.split('}').filter((rule) => !/-moz-placeholder|-ms-input-|-moz-read/.test(rule));
    expect(live(wrapped)).toEqual(live(plain));
  });
});
