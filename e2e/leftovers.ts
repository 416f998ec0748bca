import { readdirSync, readFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

import * as enums from '../openapi/enums';

/**
 * Finds English leftovers on a screen in another language (issue 30): an
 * enumeration value as the API spells it, an English label, or a sentence the
 * server once wrote in English. The terms come from the generated enumeration
 * lists (`openapi/enums.ts`) and the English labels and templates
 * (`ui/src/i18n/en/enums.json`); a term the language's own files use (Spanish
 * "Error", Italian "Broker") is a word that language has, and is not looked
 * for. Names, brands and tickers are left alone: the console marks text not
 * for translation (`translate="no"`: a smartfolio's title, text staff wrote),
 * and `ALLOWED` lists the product names the spec spells.
 *
 * In English itself, a value shown in place of its label is the leftover
 * ("verified" for Verified, `BankDeposit` for "Bank deposit", `Free_Legacy`).
 */

type Tree = { [key: string]: string | Tree };

const i18nDir = new URL('../ui/src/i18n/', import.meta.url);

function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
}

/** Every text of a language's files. */
function texts(language: string): Set<string> {
  const folder = new URL(`${language}/`, i18nDir);
  return new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => strings(JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Tree)),
  );
}

const englishLabels = JSON.parse(readFileSync(new URL('en/enums.json', i18nDir), 'utf8')) as Record<
  string,
  Record<string, string>
>;

/** The spec's product names: account types, strategy names and membership levels kept as brands. */
const ALLOWED = new Set([
  ...Object.values(enums.strategyNameLabels),
  'Roth IRA',
  'Simple IRA',
  '401K',
  'Traditional IRA',
  'Inherited IRA',
  'Beneficiary IRA',
  'CESA',
  'HSA',
]);

/** Brands inside translated sentences: the company's legal name in the footer. */
const BRANDS = ['Brokerage Platform, Inc.'];

/** Codes staff quote as they are, beside their translated names: the claims of spec 6 (a permission chip's hint). */
const QUOTED_CODES = new Set<string>(enums.claimValues);

/** Spelt values and codes too short or plain to tell apart from data (CR, 8, A). */
const meaningful = (term: string) => term.length >= 3 && /\p{L}{2}/u.test(term);

/**
 * The enumerations of the server's tables (tickers, banks, routing numbers, venues): names and codes
 * every language shows as spelt, as it shows a customer's name; the document lists them so that an
 * inserted world record is held to the tables (issue 29), not because a screen translates them.
 */
const SPELT_TABLES = new Set(['tickerValues', 'bankNameValues', 'routingNumberValues', 'venueValues']);

/** Every enumeration value the API sends as text, and every spec name of a numbered value. */
function spelledValues(): Set<string> {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(enums)) {
    if (SPELT_TABLES.has(name)) continue;
    if (name.endsWith('Values') && Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') found.add(item);
    }
    if (name.endsWith('Labels') && typeof value === 'object') {
      for (const label of Object.values(value as Record<string, string>)) found.add(label);
    }
  }
  return found;
}

export interface Leftover {
  term: string;
  text: string;
}

export interface Term {
  term: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as a word of its own; a template's `{{value}}` matches anything. */
const wordPattern = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${escape(term).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?')}(?![\\p{L}\\p{N}_])`, 'u');

/** The terms that are English leftovers in `language`. */
export function leftoverTerms(language: string): Term[] {
  const own = texts(language);
  const values = spelledValues();
  if (language === 'en') {
    // A value differing from its label, shown in its place: as a whole text, or anywhere when it is a code.
    const labelled = new Map<string, string>();
    for (const table of Object.values(englishLabels))
      for (const [value, label] of Object.entries(table)) labelled.set(value, label);
    return [...labelled]
      .filter(([value, label]) => value !== label && meaningful(value) && !own.has(value) && values.has(value))
      .map(([value]) => {
        const code = /[a-z][A-Z]|_/.test(value);
        return { term: value, pattern: code ? wordPattern(value) : new RegExp(`^${escape(value)}$`, 'u') };
      });
  }
  const english = new Set([...values, ...Object.values(englishLabels).flatMap((table) => Object.values(table))]);
  return [...english]
    .filter((term) => meaningful(term.replace(/\{\{\w+\}\}/g, '')) && !own.has(term))
    .filter((term) => !ALLOWED.has(term) && !QUOTED_CODES.has(term))
    .map((term) => ({ term, pattern: wordPattern(term) }));
}

/**
 * The texts a reader meets on the page: visible text and the names and hints
 * of controls (`aria-label`, `title`), leaving out what is marked not for
 * translation.
 */
export async function visibleTexts(page: Page): Promise<{ texts: string[]; names: string[] }> {
  return page.evaluate(() => {
    const found: string[] = [];
    // What is marked not for translation is a name wherever it appears (an "Edit Core Growth" label).
    const names = Array.from(document.querySelectorAll('[translate="no"]'))
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
    const skipped = (element: Element | null) =>
      !element || element.closest('[translate="no"], script, style, noscript, template') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text && !skipped(parent) && parent?.checkVisibility({ visibilityProperty: true })) found.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title]'))) {
      if (skipped(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'title']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) found.push(text);
      }
    }
    return { texts: found, names };
  });
}

/** The English leftovers of the page as it stands. */
export async function leftoversOn(page: Page, terms: readonly Term[]): Promise<Leftover[]> {
  const found: Leftover[] = [];
  const { texts, names } = await visibleTexts(page);
  // Longest first, so a name is taken out whole before a shorter one inside it.
  const untranslated = [...BRANDS, ...names].sort((a, b) => b.length - a.length);
  for (const text of new Set(texts)) {
    // Bidi isolates and marks around numbers are not words.
    const plain = untranslated
      .reduce((rest, name) => rest.replaceAll(name, ''), text)
      .replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');
    for (const { term, pattern } of terms) if (pattern.test(plain)) found.push({ term, text });
  }
  return found;
}

/** Fails with every leftover of the screen named, so one run lists them all. */
export async function expectNoLeftovers(page: Page, screen: string, terms: readonly Term[]) {
  expect.soft(await leftoversOn(page, terms), `English leftovers on ${screen}`).toEqual([]);
}
