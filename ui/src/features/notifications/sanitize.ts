import DOMPurify from 'dompurify';

/**
 * The HTML of a full-screen modal, made safe to show: DOMPurify with the
 * HTML profile only (no SVG or MathML, where most filter evasions live), so
 * no script, event handler, `javascript:` link or frame survives. The result
 * is inserted as is: changing markup after sanitising can undo it.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
