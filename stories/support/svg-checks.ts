/** What these checks need of a story's context, whatever its args. */
interface StoryWhere {
  id: string;
  canvasElement: HTMLElement;
}

/** A rectangle's size attribute the browser rejects (and logs as an error): a negative width or height. */
const negative = (rect: Element) =>
  ['width', 'height'].flatMap((name) => {
    const value = rect.getAttribute(name);
    return value !== null && Number.parseFloat(value) < 0 ? [`<rect ${name}="${value}">`] : [];
  });

const rectsIn = (node: Node): Element[] => {
  if (!(node instanceof Element)) return [];
  return [...(node.localName === 'rect' ? [node] : []), ...node.querySelectorAll('rect')];
};

/**
 * Watches a story from before its first render for SVG rectangles drawn with a
 * negative size, even for a moment (a chart measured before layout). The browser
 * only logs such an attribute, so nothing fails unless a story checks it:
 * `beforeEach: watchNegativeRects, afterEach: expectNoNegativeRects` on its meta.
 */
export function watchNegativeRects(context: StoryWhere) {
  const found: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const rects = record.type === 'attributes' ? [record.target as Element] : [...record.addedNodes].flatMap(rectsIn);
      for (const rect of rects) if (rect.localName === 'rect') found.push(...negative(rect));
    }
  });
  observer.observe(context.canvasElement.ownerDocument.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['width', 'height'],
  });
  negativeRects.set(context.id, { observer, found });
  return () => {
    observer.disconnect();
    negativeRects.delete(context.id);
  };
}

const negativeRects = new Map<string, { observer: MutationObserver; found: string[] }>();

/** After the story's play: fails when a rectangle had a negative size at any time (see watchNegativeRects). */
export function expectNoNegativeRects(context: StoryWhere) {
  const watch = negativeRects.get(context.id);
  if (!watch) throw new Error('expectNoNegativeRects: the story did not watchNegativeRects before it rendered');
  watch.observer.disconnect();
  if (watch.found.length > 0) {
    throw new Error(`SVG rectangles drawn with a negative size (the browser rejects them):\n${watch.found.join('\n')}`);
  }
}
