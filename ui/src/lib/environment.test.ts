// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseUsername } from './environment';

describe('parseUsername', () => {
  it.each([
    ['admin', 'production', 'admin'],
    ['#admin', 'local', 'admin'],
    ['*admin', 'qa', 'admin'],
    ['&admin', 'dev', 'admin'],
    ['%admin', 'devalpha', 'admin'],
    ['  *analyst ', 'qa', 'analyst'],
  ])('reads %j as %s user %j', (typed, environment, username) => {
    const parsed = parseUsername(typed);
    expect(parsed.environment.name).toBe(environment);
    expect(parsed.username).toBe(username);
  });

  it('only treats the first character as a prefix', () => {
    expect(parseUsername('ad#min')).toMatchObject({ username: 'ad#min', environment: { name: 'production' } });
  });

  it('leaves nothing to send when only a prefix was typed', () => {
    expect(parseUsername('#').username).toBe('');
  });
});
