import { storageKeys } from '@/lib/storage-keys';

/** The guided tour's stops (spec 1): the sidebar profile, notifications and messages. */
export const tourSteps = ['profile', 'notifications', 'messages'] as const;
export type TourStep = (typeof tourSteps)[number];

/** The tour starts this long after load (spec 1, 9). */
export const TOUR_DELAY_MS = 1000;

/** How often the tour looks again for a modal dialog it must not cover. */
export const MODAL_CHECK_MS = 250;

/**
 * Whether a modal dialog is on screen (MUI's dialogs, and the temporary drawer,
 * carry `aria-modal`; a closed but mounted one is hidden, so not counted).
 */
export function modalDialogOpen(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).some((element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      : element.getClientRects().length > 0,
  );
}

export function isTourDone(): boolean {
  try {
    return localStorage.getItem(storageKeys.tourDone) === 'true';
  } catch {
    // Without storage it would show on every load; do not show it at all.
    return true;
  }
}

/** Finishing or skipping the tour means it is not shown again. */
export function markTourDone() {
  try {
    localStorage.setItem(storageKeys.tourDone, 'true');
  } catch {
    // Not remembered.
  }
}
