import { createTheme, type Direction, type Theme } from '@mui/material/styles';

import type { Settings, ThemeColour } from '@/lib/settings';

/**
 * Primary colours per theme and mode, chosen for WCAG AA contrast against
 * the background of that mode (light shades on dark paper, dark on light).
 */
const primaries: Record<ThemeColour, Record<Settings['mode'], { main: string; contrastText: string }>> = {
  indigo: { dark: { main: '#7986cb', contrastText: '#0d0f1f' }, light: { main: '#303f9f', contrastText: '#ffffff' } },
  'deep-orange': {
    dark: { main: '#ff8a65', contrastText: '#1f0d07' },
    light: { main: '#bf360c', contrastText: '#ffffff' },
  },
  'deep-purple': {
    dark: { main: '#b39ddb', contrastText: '#140d1f' },
    light: { main: '#512da8', contrastText: '#ffffff' },
  },
};

/**
 * The console's theme: dark indigo by default (spec 9); the environment's
 * colour once signed in (spec 4); light or dark by the user's switch. Where
 * the system asks for reduced motion, nothing moves: MUI's transitions, ripples,
 * loading bars and skeletons stand still (its `motion` setting, read by CSS
 * media queries, so the theme needs no rebuilding when the setting changes).
 */
export function buildTheme(
  direction: Direction,
  mode: Settings['mode'] = 'dark',
  colour: ThemeColour = 'indigo',
): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction,
    motion: { reducedMotion: 'system' },
    palette: {
      mode,
      primary: primaries[colour][mode],
      secondary: { main: dark ? '#ff80ab' : '#c51162' },
      // Lighter than MUI's default red on dark paper so error text meets WCAG AA (4.5:1).
      error: { main: dark ? '#ff6b60' : '#c62828' },
      // MUI's light-mode blue under white filled-alert text is 3.85:1; this one passes AA.
      ...(dark ? {} : { info: { main: '#0277bd', dark: '#01579b', light: '#4fc3f7', contrastText: '#ffffff' } }),
      background: dark ? { default: '#121421', paper: '#1b1e2e' } : { default: '#f5f6fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto Variable", "Roboto", "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", system-ui, sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600 },
          // A sticky header (phones) on the table's own surface, not the page's.
          stickyHeader: ({ theme }) => ({ backgroundColor: theme.palette.background.paper }),
        },
      },
      // A keyboard user sees which sortable header has the focus (MUI draws none).
      MuiTableSortLabel: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 4,
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A disabled field's helper text still tells the user something (why the field is fixed):
      // MUI greys it as the field's own text (2.7:1 on light paper, 3.9:1 on a dark dialog); it
      // keeps the secondary text colour instead, which meets WCAG AA (4.5:1) on every surface.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }),
        },
      },
    },
  });
}
