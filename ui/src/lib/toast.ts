import { createStore } from './store';

export interface Toast {
  id: number;
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}

/** How long a toast stays (spec 9: messages hide after 3 seconds). */
export const TOAST_HIDE_MS = 3000;

/** The last toast, kept after it closes so the closing animation still shows its text. */
export const toastStore = createStore<{ toast: Toast | null; open: boolean }>({ toast: null, open: false });
let nextId = 1;

/** Shows a message at the bottom centre of the screen (spec 8). */
export function showToast(message: string, severity: Toast['severity'] = 'success') {
  toastStore.set({ toast: { id: nextId++, message, severity }, open: true });
}

export function hideToast() {
  const { toast, open } = toastStore.get();
  if (open) toastStore.set({ toast, open: false });
}

export const useToast = toastStore.use;
