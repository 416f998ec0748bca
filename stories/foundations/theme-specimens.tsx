import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Theme, ThemeProvider, type TypographyVariant } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { buildTheme } from '@/app/theme';
import { environments, type EnvironmentName } from '@/lib/environment';
import { type Settings, themeColourFor } from '@/lib/settings';

/*
 * The foundations as the console's own theme (ui/src/app/theme.ts) holds them:
 * every value on these pages is read from `buildTheme`, so they cannot drift from
 * what the screens use. Designer pages, in English as the Introduction is.
 */

export const modes: readonly Settings['mode'][] = ['light', 'dark'];

/** The theme of a mode and an environment (none: signed out, the default indigo). */
export const themeOf = (mode: Settings['mode'], environment: EnvironmentName | null = null) =>
  buildTheme('ltr', mode, themeColourFor(environment));

/** A part of the page drawn in one theme, on that theme's own background. */
export function InTheme({ theme, title, children }: { theme: Theme; title: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="section"
        aria-label={title}
        sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2, borderRadius: 1, mb: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </ThemeProvider>
  );
}

/** One colour: its painted swatch, its name in the palette and its value. */
function Swatch({ name, colour }: { name: string; colour: string }) {
  return (
    <Box
      role="figure"
      aria-label={name}
      data-colour={colour}
      sx={{
        width: 148,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box data-testid="swatch" sx={{ height: 48, bgcolor: colour }} />
      <Box sx={{ px: 1, py: 0.5 }}>
        <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
          {colour}
        </Typography>
      </Box>
    </Box>
  );
}

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const shades = ['main', 'light', 'dark'] as const;

/** The palette of one theme: each intent's shades and its contrast text, the surfaces, the text colours. */
export function Palette({ theme }: { theme: Theme }) {
  const { palette } = theme;
  return (
    <Stack spacing={2}>
      {intents.map((intent) => (
        <Stack key={intent} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {shades.map((shade) => (
            <Swatch key={shade} name={`${intent}.${shade}`} colour={palette[intent][shade]} />
          ))}
          <Swatch name={`${intent}.contrastText`} colour={palette[intent].contrastText} />
        </Stack>
      ))}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Swatch name="background.default" colour={palette.background.default} />
        <Swatch name="background.paper" colour={palette.background.paper} />
        <Swatch name="text.primary" colour={palette.text.primary} />
        <Swatch name="text.secondary" colour={palette.text.secondary} />
        <Swatch name="text.disabled" colour={palette.text.disabled} />
        <Swatch name="divider" colour={palette.divider} />
      </Stack>
    </Stack>
  );
}

/** Every environment's colour (spec 4), light and dark, and signed out (spec 9). */
export function EnvironmentColours() {
  const rows: { label: string; environment: EnvironmentName | null }[] = [
    { label: 'signed out', environment: null },
    ...Object.values(environments).map((environment) => ({
      label: `${environment.name} (${environment.code})`,
      environment: environment.name,
    })),
  ];
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', p: 1 } }}>
      <caption style={{ textAlign: 'start' }}>The primary colour of each environment</caption>
      <thead>
        <tr>
          <th scope="col">environment</th>
          <th scope="col">theme colour</th>
          {modes.map((mode) => (
            <th key={mode} scope="col">
              {mode}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, environment }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{themeColourFor(environment)}</td>
            {modes.map((mode) => {
              const primary = themeOf(mode, environment).palette.primary;
              return (
                <td key={mode}>
                  <Swatch name={`${label} ${mode}`} colour={primary.main} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Every variant of the theme's type scale, in it, with its size, weight and line height. */
export function TypeScale({ theme }: { theme: Theme }) {
  const variants = Object.keys(theme.typography).filter((key): key is TypographyVariant => {
    const value: unknown = theme.typography[key as keyof Theme['typography']];
    return typeof value === 'object' && value !== null && 'fontSize' in value;
  });
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box key={variant} role="group" aria-label={variant} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {variant} · {String(style.fontSize)} · {String(style.fontWeight)} · {String(style.lineHeight)}
            </Typography>
            <Typography variant={variant} component="div" data-testid="specimen">
              The quick brown fox · 0123456789 · 中文 · العربية
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The spacing steps the screens use: theme.spacing(n), drawn as bars. */
export const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;

export function SpacingScale({ theme }: { theme: Theme }) {
  return (
    <Stack spacing={1}>
      {spacingSteps.map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" sx={{ width: 140, fontFamily: 'monospace' }}>
            spacing({step}) = {theme.spacing(step)}
          </Typography>
          <Box
            role="img"
            aria-label={`spacing(${step})`}
            sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main' }}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The corner radius: theme.shape.borderRadius, and the multiples components take of it. */
export function ShapeScale({ theme }: { theme: Theme }) {
  const radius = Number(theme.shape.borderRadius);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      {[0, 0.5, 1, 2].map((times) => (
        <Stack key={times} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box
            role="img"
            aria-label={`borderRadius × ${times}`}
            sx={{ width: 96, height: 64, bgcolor: 'primary.main', borderRadius: `${radius * times}px` }}
          />
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            × {times} = {radius * times}px
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The elevations the screens use (cards 0–1, menus 8, dialogs 24): Paper at each, with the shadow it casts. */
export const elevations = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24] as const;

export function ElevationScale({ theme }: { theme: Theme }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
      {elevations.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          role="figure"
          aria-label={`elevation ${elevation}`}
          data-shadow={theme.shadows[elevation]}
          sx={{ width: 120, height: 72, p: 1 }}
        >
          <Typography variant="caption">elevation {elevation}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
