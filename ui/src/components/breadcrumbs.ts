export interface Crumb {
  /** The segment as shown: a hyphenated segment becomes capitalised words. */
  label: string;
  /** The path up to and including this segment; absent for the last one. */
  to?: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The page heading's breadcrumbs (spec 2): one per path segment; a hyphenated
 * segment shows as capitalised words; the last segment is not a link.
 */
export function breadcrumbsFromPath(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const label = decodeURIComponent(segment).split('-').filter(Boolean).map(capitalise).join(' ');
    const isLast = index === segments.length - 1;
    return isLast ? { label } : { label, to: `/${segments.slice(0, index + 1).join('/')}` };
  });
}
