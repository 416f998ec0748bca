// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { accountTabs, userTabs } from '@/features/customer-details/tabs';
import { languages } from '@/i18n/languages';

import { impersonationMenu, type NavEntry, navigation } from './layout/navigation';

type Tree = { [key: string]: string | Tree };

// Every translation file, read at build time, so each language is checked without loading it.
const files = import.meta.glob<Tree>('../i18n/*/*.json', { eager: true, import: 'default' });

function text(language: string, namespace: string, path: string): string {
  let node: string | Tree | undefined = files[`../i18n/${language}/${namespace}.json`];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}.json has no ${path}`);
  return node;
}

/** Every entry of a menu, groups and their entries alike: what a staff member reads in the sidebar. */
const menuLabels = (language: string, menu: readonly NavEntry[]) =>
  menu.flatMap((entry) =>
    entry.kind === 'leaf'
      ? [text(language, 'shell', `screens.${entry.title}`)]
      : [
          text(language, 'shell', `groups.${entry.title}`),
          ...entry.children.map((child) => text(language, 'shell', `screens.${child.title}`)),
        ],
  );

/** Labels read alike (the tabs are shown in capitals): any two that do are named. */
function sameReading(labels: readonly string[]): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const label of labels) {
    const reading = label.toLocaleUpperCase().trim();
    const first = seen.get(reading);
    if (first !== undefined) twice.push(`${first} / ${label}`);
    else seen.set(reading, label);
  }
  return twice;
}

describe.each(languages)('%s', (language) => {
  it('names every menu entry differently (issue 30: Trades and Operations were one word in es and it)', () => {
    expect(sameReading(menuLabels(language, navigation))).toEqual([]);
    expect(sameReading(menuLabels(language, impersonationMenu))).toEqual([]);
  });

  it.each([
    ['User Details', userTabs],
    ['Account Details', accountTabs],
  ])('names every tab of %s differently', (_, tabs) => {
    expect(sameReading(tabs.map(([id]) => text(language, 'customerDetails', `tabs.${id}`)))).toEqual([]);
  });
});
