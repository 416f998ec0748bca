import MuiTabScrollButton, { type TabScrollButtonProps } from '@mui/material/TabScrollButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * MUI's tab scroll arrow with a name. MUI renders it as a clickable `div`
 * hidden from assistive technology (the tab list itself moves by arrow keys),
 * which leaves pointer and voice-control users an icon with no name; this one
 * is a named button, still out of the tab order. For `<Tabs slots={{ scrollButtons }}>`.
 */
export function TabScrollButton(props: TabScrollButtonProps) {
  const { t } = useTranslation('listing');
  const rtl = useTheme().direction === 'rtl';
  // MUI gives the physical side; the start arrow is on the left in LTR, on the right in RTL.
  const back = (props.direction === 'left') !== rtl;
  return (
    <MuiTabScrollButton
      {...props}
      role="button"
      aria-label={t(back ? 'tabs.scrollBack' : 'tabs.scrollForward')}
      aria-disabled={props.disabled || undefined}
    />
  );
}
