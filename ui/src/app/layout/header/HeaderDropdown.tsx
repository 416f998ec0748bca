import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';

import { type DropdownId, useDropdowns } from './dropdowns';

export interface HeaderDropdownProps {
  id: DropdownId;
  /** The button's accessible name. */
  label: string;
  /** What the button shows: an icon, a badge, an avatar. */
  button: ReactNode;
  /** `menu` for a list of actions, `dialog` for anything else. */
  popupRole: 'menu' | 'dialog';
  width?: number;
  /** Extra attributes for the button (the guided tour finds its targets by them). */
  tourTarget?: string;
  children: ReactNode;
}

/**
 * A header dropdown: a button and a non-modal panel. Non-modal so that
 * opening one leaves the others open (spec 2); Escape or a click outside the
 * header closes them all (see Header); focus then returns to the button.
 */
export function HeaderDropdown({
  id,
  label,
  button,
  popupRole,
  width = 340,
  tourTarget,
  children,
}: HeaderDropdownProps) {
  const { isOpen, dispatch } = useDropdowns();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const panelId = useId();
  const open = isOpen(id);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={setAnchor}
          color="inherit"
          aria-label={label}
          aria-haspopup={popupRole}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-tour={tourTarget}
          onClick={() => dispatch({ type: 'toggle', id })}
        >
          {button}
        </IconButton>
      </Tooltip>
      <Popper
        open={open}
        anchorEl={anchor}
        placement="bottom-end"
        // In the DOM right after its button, so Tab moves from the button into the panel.
        disablePortal
        sx={{ zIndex: 'modal' }}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        <Paper
          id={panelId}
          elevation={8}
          sx={{ width: { xs: 'calc(100vw - 16px)', sm: width }, maxHeight: '70vh', overflow: 'auto' }}
          {...(popupRole === 'dialog' ? { role: 'dialog', 'aria-label': label } : {})}
        >
          <Box>{children}</Box>
        </Paper>
      </Popper>
    </>
  );
}
