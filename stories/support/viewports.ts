/**
 * The Viewport toolbar's presets: the three widths every screen is checked
 * at (the developers' guide: 390, 1024 and 1440 px). A story pins one with
 * `globals: { viewport: { value: 'phone', isRotated: false } }`; the story
 * tests then run at that size too.
 */
export const viewports = {
  phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (1024)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** A story's `globals` for one preset. */
export const atViewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
