/**
 * The controls on a page that a screen reader or a voice-control user could
 * not name: every button (an icon button above all) and every clickable MUI
 * element must have an accessible name, and a clickable MUI element must be
 * exposed as a control at all. axe's `button-name` sees only the first kind;
 * MUI's tab scroll arrows, for one, are clickable `div`s it never looks at.
 *
 * Self-contained (no imports, no closures), so Playwright can run it in the
 * page (`page.evaluate(unnamedControls)`) and Storybook and unit tests in the
 * document. Returns a short description of each offender.
 */
export function unnamedControls(root: ParentNode = document): string[] {
  const hidden = (element: Element) => element.closest('[aria-hidden="true"], [hidden], [inert]') !== null;
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label?.trim()) return label;
    if (node.tagName.toLowerCase() === 'title') return node.textContent ?? '';
    return Array.from(node.childNodes, textOf).join(' ');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const owner = element.ownerDocument;
      const text = labelledBy
        .split(/\s+/)
        .map((id) => owner.getElementById(id))
        .map((labelElement) => (labelElement ? textOf(labelElement) : ''))
        .join(' ');
      if (text.trim()) return text.trim();
    }
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '';
    if (label.trim()) return label.trim();
    if (element instanceof HTMLInputElement) {
      // A radio's or checkbox's value ("on") is not a name; a button input's value is.
      const value = ['radio', 'checkbox'].includes(element.type) ? '' : element.value;
      return (element.labels?.[0]?.textContent ?? value).trim();
    }
    return Array.from(element.childNodes, textOf).join(' ').trim();
  };
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${(element.getAttribute('class') ?? '').slice(0, 80)}">`;

  const offenders: string[] = [];
  const controls = root.querySelectorAll(
    'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], a[href], .MuiButtonBase-root',
  );
  for (const control of Array.from(controls)) {
    if (hidden(control)) continue;
    // MUI's Radio, Checkbox and Switch: the clickable span wraps the native input that is the control.
    const input = control.matches('span') ? control.querySelector(':scope > input') : null;
    if (input) {
      if (!nameOf(input)) offenders.push(`${describe(input)} has no accessible name`);
      continue;
    }
    const exposed = control.matches('button, a[href], input, [role]:not([role="presentation"]):not([role="none"])');
    if (!exposed) offenders.push(`${describe(control)} is clickable but not exposed as a control`);
    else if (!nameOf(control)) offenders.push(`${describe(control)} has no accessible name`);
  }
  return offenders;
}
