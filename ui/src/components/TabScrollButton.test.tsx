import Tab from '@mui/material/Tab';
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { initI18n } from '@/i18n';
import { unnamedControls } from '@/testing/unnamed-controls';

import { TabScrollButton } from './TabScrollButton';

afterEach(cleanup);
beforeAll(async () => {
  await initI18n('en');
});

// `scrollButtons` forces the arrows, as a narrow screen shows them.
const renderTabs = (slots: TabsProps['slots']) =>
  render(
    <Tabs value="a" variant="scrollable" scrollButtons slots={slots} aria-label="Views">
      <Tab value="a" label="All Orders" />
      <Tab value="b" label="All Transfers" />
    </Tabs>,
  );

describe('TabScrollButton', () => {
  it("names MUI's tab scroll arrows, which the check finds unnamed otherwise", () => {
    const plain = renderTabs({});
    expect(unnamedControls(plain.container)).toHaveLength(2);
    plain.unmount();

    const named = renderTabs({ scrollButtons: TabScrollButton });
    expect(unnamedControls(named.container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show the previous tabs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the next tabs' })).toBeInTheDocument();
  });
});
