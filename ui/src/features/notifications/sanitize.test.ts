import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize';

// The full proof runs in a real browser (e2e/tests/notification-xss.spec.ts);
// here, in jsdom, what the sanitiser keeps and drops.
describe('sanitizeHtml', () => {
  it('keeps ordinary content', () => {
    expect(sanitizeHtml('<h2>Hello</h2><p>A <strong>bold</strong> <a href="https://example.com">link</a></p>')).toBe(
      '<h2>Hello</h2><p>A <strong>bold</strong> <a href="https://example.com">link</a></p>',
    );
  });
  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" alt="">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="pin"></form>', ''],
  ])('%s becomes %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });
});
