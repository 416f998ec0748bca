import type { Theme } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

import { environments } from '@/lib/environment';
import { loadFontsFor } from '@/lib/script-fonts';

import {
  elevations,
  ElevationScale,
  EnvironmentColours,
  InTheme,
  modes,
  Palette,
  ShapeScale,
  SpacingScale,
  spacingSteps,
  themeOf,
  TypeScale,
} from './theme-specimens';

/**
 * The console's foundations, read from its theme (`buildTheme` in ui/src/app/theme.ts):
 * the palette of both modes, every environment's colour, the type scale, spacing,
 * shape and elevation. Change the theme and these pages change with it.
 */
const meta = {
  title: 'Foundations',
  // Drawn in the page itself (nothing here reads the API or the toolbars), so the
  // docs page grows with each specimen instead of cropping it in a fixed frame.
  parameters: { layout: 'padded', docs: { story: { inline: true } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour as the browser paints it (`#bf360c` and `rgb(191, 54, 12)` compare equal). */
function painted(colour: string) {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** WCAG's relative luminance of an opaque colour. */
function luminance(colour: string) {
  const [r = 0, g = 0, b = 0] = (painted(colour).match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two opaque colours. */
function contrast(one: string, other: string) {
  const [a, b] = [luminance(one), luminance(other)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Each swatch is painted in the colour it names. */
async function expectSwatchesPainted(root: HTMLElement) {
  const figures = within(root).getAllByRole('figure');
  await expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) {
    const swatch = within(figure).getByTestId('swatch');
    await expect(getComputedStyle(swatch).backgroundColor).toBe(painted(figure.dataset.colour ?? ''));
  }
}

/** One drawing of a specimen: its part of the page (a region named by its title) and the theme it read. */
interface Drawing {
  region: ReturnType<typeof within>;
  element: HTMLElement;
  theme: Theme;
}

/**
 * A Foundations story: a specimen read from the theme, drawn in its own part of the page (`InTheme`)
 * in the light theme, or in each mode (`<title>, light` and `<title>, dark`) with `inEachMode`; its
 * check runs on each drawing, with the theme that drew it, so what a page shows is what it asserts.
 */
function specimenStory(options: {
  title: string;
  specimen: (theme: Theme) => ReactNode;
  inEachMode?: boolean;
  check: (drawing: Drawing) => Promise<void>;
}): Story {
  const drawings = (options.inEachMode ? modes : (['light'] as const)).map((mode) => ({
    title: options.inEachMode ? `${options.title}, ${mode}` : options.title,
    theme: themeOf(mode),
  }));
  return {
    render: () => (
      <>
        {drawings.map(({ title, theme }) => (
          <InTheme key={title} theme={theme} title={title}>
            {options.specimen(theme)}
          </InTheme>
        ))}
      </>
    ),
    play: async ({ canvas }) => {
      for (const { title, theme } of drawings) {
        const element = canvas.getByRole('region', { name: title });
        await options.check({ region: within(element), element, theme });
      }
    },
  };
}

/** The palette of the light and the dark theme (signed out: the default indigo). */
export const Colour: Story = specimenStory({
  title: 'Palette',
  inEachMode: true,
  specimen: (theme) => <Palette theme={theme} />,
  check: async ({ region, element, theme }) => {
    await expect(region.getByRole('figure', { name: 'primary.main' })).toHaveTextContent(theme.palette.primary.main);
    await expect(region.getByRole('figure', { name: 'background.paper' })).toHaveTextContent(
      theme.palette.background.paper,
    );
    await expectSwatchesPainted(element);
  },
});

/**
 * The environment is told by its colour (spec 4): production deep orange, every
 * other environment deep purple, signed out the default indigo (spec 9). Each
 * primary carries its text at WCAG AA contrast (4.5:1) in both modes.
 */
export const EnvironmentColour: Story = specimenStory({
  title: 'Environment colours',
  specimen: () => <EnvironmentColours />,
  check: async ({ region, element }) => {
    const table = within(region.getByRole('table', { name: 'The primary colour of each environment' }));
    await expect(table.getByRole('row', { name: /^signed out indigo/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^production \(PROD\) deep-orange/ })).toBeVisible();
    for (const environment of Object.values(environments).filter((env) => env.name !== 'production')) {
      await expect(table.getByRole('row', { name: new RegExp(`^${environment.name} \\(`) })).toHaveTextContent(
        'deep-purple',
      );
    }
    for (const environment of [null, ...Object.values(environments).map((env) => env.name)]) {
      for (const mode of modes) {
        const { main, contrastText } = themeOf(mode, environment).palette.primary;
        await expect(contrast(main, contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    }
    await expectSwatchesPainted(element);
  },
});

/** Every variant of the type scale, in the console's faces (Latin, Chinese and Arabic). */
export const Typography: Story = {
  ...specimenStory({
    title: 'Type scale',
    specimen: (theme) => <TypeScale theme={theme} />,
    check: async ({ region, theme }) => {
      // The heading of every screen (h1) is the console's own size, not MUI's 6rem.
      await expect(region.getByRole('group', { name: 'h1' })).toHaveTextContent('h1 · 1.5rem · 600');
      // Each specimen is drawn at the size its line states (a rem is the page's 16 px).
      for (const variant of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption'] as const) {
        const specimen = within(region.getByRole('group', { name: variant })).getByTestId('specimen');
        const stated = String(theme.typography[variant].fontSize);
        await expect(stated).toMatch(/rem$/);
        await expect(getComputedStyle(specimen).fontSize).toBe(`${Number.parseFloat(stated) * 16}px`);
      }
    },
  }),
  // The Chinese and Arabic faces, which the console loads only for those languages.
  loaders: [() => Promise.all([loadFontsFor('zh'), loadFontsFor('ar')])],
};

/** The spacing steps, each bar as wide as theme.spacing says. */
export const Spacing: Story = specimenStory({
  title: 'Spacing',
  specimen: (theme) => <SpacingScale theme={theme} />,
  check: async ({ region, theme }) => {
    for (const step of spacingSteps) {
      const bar = region.getByRole('img', { name: `spacing(${step})` });
      await expect(`${bar.getBoundingClientRect().width}px`).toBe(theme.spacing(step));
    }
  },
});

/** The corner radius of cards, fields and buttons: theme.shape.borderRadius (8 px). */
export const Shape: Story = specimenStory({
  title: 'Shape',
  specimen: (theme) => <ShapeScale theme={theme} />,
  check: async ({ region, theme }) => {
    await expect(getComputedStyle(region.getByRole('img', { name: 'borderRadius × 1' })).borderTopLeftRadius).toBe(
      `${Number(theme.shape.borderRadius)}px`,
    );
  },
});

/** Paper at each elevation the screens use, in both modes (dark paper lightens as it rises). */
export const Elevation: Story = specimenStory({
  title: 'Elevation',
  inEachMode: true,
  specimen: (theme) => <ElevationScale theme={theme} />,
  check: async ({ region }) => {
    await expect(getComputedStyle(region.getByRole('figure', { name: 'elevation 0' })).boxShadow).toBe('none');
    for (const elevation of elevations.filter((level) => level > 0)) {
      await expect(getComputedStyle(region.getByRole('figure', { name: `elevation ${elevation}` })).boxShadow).not.toBe(
        'none',
      );
    }
  },
});
