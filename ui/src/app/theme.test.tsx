import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { alpha, decomposeColor, getContrastRatio, getOverlayAlpha, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { buildTheme } from './theme';

afterEach(cleanup);

/**
 * The declarations Emotion has put in the document for `prefers-reduced-motion: reduce`, by the
 * MUI slot they style (`MuiSkeleton-root`…), whitespace and vendor prefixes left out.
 */
function reducedMotionRules() {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  const rules = css
    .replace(/\s+/g, '')
    .matchAll(/@media\(prefers-reduced-motion:reduce\)\{\.[\w-]*?(Mui[\w-]+)\{([^}]*)\}/g);
  return [...rules].map(([, slot = '', declarations = '']) => `${slot} ${declarations.replace(/-webkit-[^;]*;/g, '')}`);
}

describe('the theme and motion', () => {
  it("follows the system's reduced-motion setting in every mode, colour and direction", () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(buildTheme('ltr', mode).motion.reducedMotion).toBe('system');
      expect(buildTheme('rtl', mode, 'deep-orange').motion.reducedMotion).toBe('system');
    }
  });

  it('stills the loading bar, the skeletons and the buttons where the system asks for reduced motion', () => {
    render(
      <ThemeProvider theme={buildTheme('ltr')}>
        <LinearProgress aria-label="Loading" />
        <Skeleton />
        <Button>Save</Button>
      </ThemeProvider>,
    );
    // jsdom evaluates no media query: the rules are read as the browser would apply them.
    const rules = reducedMotionRules();
    // The loading bar stands still, a part of its track filled, rather than sweeping across.
    expect(rules).toContain('MuiLinearProgress-bar1 animation:none;left:30%;right:auto;width:40%;');
    expect(rules).toContain('MuiLinearProgress-bar2 animation:none;display:none;');
    expect(rules).toContain('MuiSkeleton-root animation:none;');
    expect(rules).toContain('MuiButton-root transition:none;');
  });
});

/** `colour` (which may be translucent) as it shows over the opaque `background`, as `rgb(…)`. */
function over(colour: string, background: string): string {
  const { values: top } = decomposeColor(colour);
  const { values: bottom } = decomposeColor(background);
  const opacity = top[3] ?? 1;
  const mixed = [0, 1, 2].map((i) => Math.round((top[i] ?? 0) * opacity + (bottom[i] ?? 0) * (1 - opacity)));
  return `rgb(${mixed.join(', ')})`;
}

describe('the theme and contrast', () => {
  it('keeps a disabled field’s helper text readable (WCAG AA, 4.5:1) on a dialog in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = buildTheme('ltr', mode);
      const { getByText, unmount } = render(
        <ThemeProvider theme={theme}>
          <TextField label="Symbol" value="AAPL" disabled helperText="The symbol cannot change." />
        </ThemeProvider>,
      );
      // A dialog's surface: the paper, lightened in dark mode by the overlay of its elevation (24).
      const paper = theme.palette.background.paper;
      const surface = mode === 'dark' ? over(alpha('#fff', getOverlayAlpha(24)), paper) : paper;
      const text = over(getComputedStyle(getByText('The symbol cannot change.')).color, surface);
      expect(getContrastRatio(text, surface), `${mode}: ${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      unmount();
    }
  });
});
