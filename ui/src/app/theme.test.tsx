import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
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
