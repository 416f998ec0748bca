import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import { AdminApi } from '../pages/AdminApi';

/** The Settled cash card's label in a language, from its translation file. */
const settledCash = (language: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../ui/src/i18n/${language}/dashboard.json`, import.meta.url), 'utf8')) as {
      cards: { totalCash: string };
    }
  ).cards.totalCash;

const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/**
 * Loads `path` in `language`: the choice is in the browser's storage before the console starts. (Each
 * call adds a script that runs before every later load too, in the order added, so the last call's
 * language is the one a load starts in.)
 */
async function openIn(page: Page, language: string, path: string) {
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), language);
  await page.goto(path);
}

test.describe('Numbers, money and dates read the same in every language (issue 23 items 4 and 7, issue 30)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test('in Arabic a negative amount reads -2,637.63 US$, left to right inside the right-to-left table', async ({
    page,
  }) => {
    await openIn(page, 'ar', '/app/userAccounts/details?userId=10000&tab=accountHistory');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const amount = page
      .getByRole('main')
      .getByRole('cell')
      .filter({ hasText: /^\s*-[\d,]+\.\d{2}\sUS\$\s*$/ })
      .first();
    await expect(amount).toBeVisible();
    // Where the minus and the dollar sign are drawn: the minus first, at the left, as in any language.
    const drawn = await amount.evaluate((cell) => {
      const characters: { character: string; left: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          if (box.width > 0) characters.push({ character: text.charAt(index), left: box.left });
        }
      }
      return characters;
    });
    const minus = drawn.find(({ character }) => character === '-');
    const dollar = drawn.findLast(({ character }) => character === '$');
    expect(minus && dollar && minus.left < dollar.left, JSON.stringify(drawn)).toBe(true);
    const lefts = drawn.map(({ left }) => left);
    expect(lefts, 'every character in reading order, left to right').toEqual([...lefts].sort((a, b) => a - b));
  });

  for (const width of [390, 1024, 1440]) {
    test(`at ${width} px the Settled cash card keeps its amount on one line, currency with its digits (es, it, ar)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const language of ['es', 'it', 'ar']) {
        await openIn(page, language, '/app/dashboard/listing');
        const card = page
          .locator('.MuiCard-root')
          .filter({ has: page.getByText(settledCash(language), { exact: true }) });
        const amount = card.locator('bdi');
        await expect(amount).toBeVisible();
        const layout = await amount.evaluate((run) => {
          const box = run.getBoundingClientRect();
          const frame = run.closest('.MuiCard-root')?.getBoundingClientRect();
          return {
            text: run.textContent ?? '',
            lines: run.getClientRects().length,
            inside: frame ? box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 : false,
          };
        });
        expect(layout.text.replace(BIDI_MARKS, ''), language).toMatch(/\d{3}/);
        expect(layout.lines, `${language}: ${layout.text}`).toBe(1);
        expect(layout.inside, `${language}: ${layout.text} stays inside its card`).toBe(true);
      }
    });
  }

  test('money groups thousands in Spanish and Italian, four-digit amounts too', async ({ page }) => {
    for (const [language, currency] of [
      ['es', 'US\\$'],
      ['it', 'USD'],
    ] as const) {
      await openIn(
        page,
        language,
        '/app/userAccounts/details?userId=10000&tab=accountHistory&accountHistory.pageSize=All',
      );
      if (language === 'es') {
        // The account's history has a four-digit amount to group (read with the loaded page's token).
        const history = await new AdminApi(page).get<{ data: { Amount: number }[] }>(
          '/api/admin/trading-accounts/100000/history?pageSize=All',
        );
        const small = history.data.find(({ Amount }) => Math.abs(Amount) >= 1000 && Math.abs(Amount) < 10000);
        if (!small) throw new Error('the account has a four-digit amount');
      }
      const grouped = new RegExp(`^-?\\d\\.\\d{3},\\d{2}\\s${currency}$`);
      const amounts = page.getByRole('main').locator('td bdi');
      await expect(amounts.first()).toBeVisible();
      const texts = (await amounts.allTextContents()).map((text) => text.replace(BIDI_MARKS, ''));
      expect(texts.filter((text) => grouped.test(text)).length, `${language}: ${texts.join(' | ')}`).toBeGreaterThan(0);
      expect(texts.filter((text) => new RegExp(`^-?\\d{4},\\d{2}\\s${currency}$`).test(text))).toEqual([]);
    }
  });

  test("dates read MM/DD/YYYY on screen, with the language's own AM/PM", async ({ page }) => {
    // The report's start date was MM-DD-YYYY, a picker's format, on a screen (issue 23, item 7).
    await page.goto('/app/user&AssetReport?startDate=2020-01-01&endDate=2026-12-31');
    await page.getByRole('button', { name: 'Generate' }).click();
    const preview = page.getByRole('table', { name: 'Report preview' });
    const startDates = preview.getByRole('row').nth(1).getByRole('cell').nth(4);
    await expect(startDates).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    // Chinese writes 上午/下午 in the spec's MM/DD/YYYY hh:mm A (deviation I2).
    await openIn(page, 'zh', '/app/userAccounts/details?userId=10000&tab=auditTrail');
    const created = page
      .getByRole('main')
      .getByRole('cell')
      .filter({ hasText: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} / });
    await expect(created.first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (上午|下午)$/);
    expect(
      await page
        .getByRole('main')
        .getByText(/\d{2}:\d{2} (AM|PM)/)
        .count(),
    ).toBe(0);
  });

  test('trade details name the account number by its name (issue 23, item 7)', async ({ page, shell }) => {
    await page.goto('/app/trades/listing');
    const trades = await new AdminApi(page).get<{ data: { TradeId: number }[] }>('/api/admin/trades?pageSize=1');
    const trade = trades.data[0];
    if (!trade) throw new Error('the world has trades');
    await shell.open(`/app/trades/details?tradeId=${trade.TradeId}`);
    const card = page.getByRole('region', { name: 'Trade' });
    await expect(card.getByText('Account number', { exact: true })).toBeVisible();
    await expect(card.getByText(/^5RB\d{8}$/)).toBeVisible();
    await expect(page.getByText('Trading account ID')).toHaveCount(0);
  });
});
