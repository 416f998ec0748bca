import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  icon: ReactNode;
}

/**
 * An icon button named by its tooltip text, so sighted and screen-reader
 * users read the same words (row actions: Edit, Delete, Preview). A disabled
 * button keeps its tooltip through a wrapper, as MUI requires.
 */
export function TooltipIconButton({ label, icon, size = 'small', ...button }: TooltipIconButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size={size} {...button}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
