import { createTheme, type Direction, type Theme } from '@mui/material/styles';

/**
 * The default theme is dark indigo (spec 9). Environment themes and the
 * light/dark switch build on this.
 */
export function buildTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'dark',
      primary: { main: '#7986cb', light: '#aab6fe', dark: '#3f51b5', contrastText: '#0d0f1f' },
      secondary: { main: '#ff80ab' },
      // Lighter than MUI's default red so error text on dark paper meets WCAG AA (4.5:1).
      error: { main: '#ff6b60' },
      background: { default: '#121421', paper: '#1b1e2e' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", system-ui, sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
