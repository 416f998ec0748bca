/** The largest count a header badge shows as a number (MUI's default); past it, `99+`. */
export const BADGE_MAX = 99;

/**
 * A feed's unread count as its header badge shows it and its button's name says it, one text for
 * both: nothing at none (no badge, and no count in the name), `99+` past {@link BADGE_MAX}.
 */
export function unreadShown(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
