import DOMPurify from 'dompurify';

/** Our own instance, so its hook touches no other use of DOMPurify. */
const purifier = DOMPurify(window);
// An image the author gave no text is decorative to a screen reader, not a nameless picture.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * The HTML of a full-screen modal, made safe to show: DOMPurify with the
 * HTML profile only (no SVG or MathML, where most filter evasions live), so
 * no script, event handler, `javascript:` link or frame survives. The result
 * is inserted as is: changing markup after sanitising can undo it.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
