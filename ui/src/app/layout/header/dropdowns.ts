import { createContext, useContext } from 'react';

/** The header's dropdowns (spec 2): each opens and closes on its own; all can close together. */
export type DropdownId = 'timeZone' | 'apps' | 'help' | 'notifications' | 'messages' | 'user';

export type DropdownAction =
  { type: 'toggle'; id: DropdownId } | { type: 'close'; id: DropdownId } | { type: 'closeAll' };

/** The open dropdowns, as a set: opening one leaves the others as they are. */
export function dropdownsReducer(open: ReadonlySet<DropdownId>, action: DropdownAction): ReadonlySet<DropdownId> {
  switch (action.type) {
    case 'toggle': {
      const next = new Set(open);
      if (next.has(action.id)) next.delete(action.id);
      else next.add(action.id);
      return next;
    }
    case 'close': {
      if (!open.has(action.id)) return open;
      const next = new Set(open);
      next.delete(action.id);
      return next;
    }
    case 'closeAll':
      return open.size ? new Set() : open;
  }
}

export interface Dropdowns {
  isOpen: (id: DropdownId) => boolean;
  dispatch: (action: DropdownAction) => void;
}

export const DropdownsContext = createContext<Dropdowns>({ isOpen: () => false, dispatch: () => undefined });

export const useDropdowns = () => useContext(DropdownsContext);
