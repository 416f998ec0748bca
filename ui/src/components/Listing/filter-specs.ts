import type { OperationId, QueryOf } from '@/lib/api-types';

import type { TextKey } from './text-key';

/** A choice of a select or preset filter: the value as the URL and the API spell it, and its label key. */
export interface FilterChoice {
  value: string;
  /** A translation key; absent means the value is shown as spelt (deviation L5). */
  label?: string;
  /** The choice's words as they are, not a key: a record's name from the API (a smartfolio's title). */
  text?: string;
}

/** A URL search parameter a filter keeps, and its default ('' for none, `today` for today's date). */
export interface FilterParam {
  key: string;
  initial?: string;
}

/** The text of a filter's URL parameter ('' when absent). */
export type ParamText = (key: string) => string;

interface FilterCommon<Q> {
  /** The URL parameters this filter keeps, with their defaults. */
  params: readonly FilterParam[];
  /** The part of the call's query this filter decides, from its URL texts; nothing for a value the API would refuse. */
  toQuery: (text: ParamText) => Partial<Q>;
}

/** One filter of a listing's toolbar, typed by the query of the operation it narrows. */
export type FilterSpec<Q> = FilterCommon<Q> &
  (
    | { kind: 'search'; key: string; label?: TextKey }
    | { kind: 'select'; key: string; label?: TextKey; choices: readonly FilterChoice[]; anyLabel?: TextKey }
    | { kind: 'preset'; key: string; label?: TextKey; choices: readonly FilterChoice[] }
    | { kind: 'dateRange'; start: string; end: string }
  );

/** The query keys whose value is free text (`symbol`, `search`, `startDate`), not an enumeration. */
export type TextKeys<Q> = {
  [K in keyof Q]-?: [NonNullable<Q[K]>] extends [string] ? ([string] extends [NonNullable<Q[K]>] ? K : never) : never;
}[keyof Q] &
  string;

/**
 * One value a filter chooses: the value of a single-valued parameter, or one
 * of the values of a list parameter (`status`, `transferType`: arrays of their
 * enumeration in the document, sent as one comma-separated value).
 */
export type OneOf<T> = T extends readonly (infer Item)[] ? Item : T;

/**
 * A query holding one value of one of its keys. A list parameter's one value
 * goes as that value: its query text is the same (`status=Pending`, as
 * `style: form`, `explode: false` writes a one-value list), so the one shape
 * serves both kinds of key.
 */
function entry<Q, K extends keyof Q>(key: K, value: OneOf<NonNullable<Q[K]>> | undefined): Partial<Q> {
  const query: Partial<Q> = {};
  if (value !== undefined) query[key] = value as Q[K];
  return query;
}

/**
 * A query holding one free-text value. The signature states what the
 * implementation cannot prove generically: a key of `TextKeys<Q>` takes a string.
 */
function textEntry<Q, K extends TextKeys<Q>>(key: K, value: string): Partial<Q>;
function textEntry(key: string, value: string): Record<string, string> {
  return value === '' ? {} : { [key]: value };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `true` and `false` as the choices of a yes/no filter (`approved`, `isBreak`, `active`). */
export const YES_NO = [true, false] as const;

interface ChoiceOptions {
  /** The filter's label; `<ns>:filters.<key>` unless given. */
  label?: TextKey;
  /** A translation prefix for the choices' labels (`<labels>.<value>`); yes/no filters get Yes and No. */
  labels?: string;
  /** The default, kept out of links (e.g. a tab's default category). */
  initial?: string;
}

function choicesOf(values: readonly unknown[], labels: string | undefined): FilterChoice[] {
  return values.map((value) => {
    const text = String(value);
    if (labels) return { value: text, label: `${labels}.${text}` };
    if (typeof value === 'boolean') return { value: text, label: value ? 'listing:yes' : 'listing:no' };
    return { value: text };
  });
}

/** What a select and a preset share: one key, its choices, and the value of the one chosen. */
function oneOf<Q, K extends keyof Q & string>(
  key: K,
  values: readonly OneOf<NonNullable<Q[K]>>[],
  options: ChoiceOptions,
) {
  return {
    key,
    label: options.label,
    choices: choicesOf(values, options.labels),
    params: [{ key, initial: options.initial }],
    toQuery: (text: ParamText) =>
      entry<Q, K>(
        key,
        values.find((value) => String(value) === text(key)),
      ),
  };
}

/**
 * The filters a listing of one operation can have. Keys and values are
 * checked against the operation's query: a filter the API does not take, or
 * a value outside its enumeration, does not compile.
 */
export function filtersOf<O extends OperationId>(_operation: O) {
  type Q = QueryOf<O>;
  return {
    /** A search box (deviation 8: empty after trimming means no search); labelled Search for the key `search`. */
    search<K extends TextKeys<Q>>(key: K, options: { label?: TextKey } = {}): FilterSpec<Q> {
      return {
        kind: 'search',
        key,
        label: options.label,
        params: [{ key }],
        toQuery: (text) => textEntry<Q, K>(key, text(key).trim()),
      };
    },
    /** One value out of an enumeration; the empty choice sends no filter. */
    select<K extends keyof Q & string>(
      key: K,
      values: readonly OneOf<NonNullable<Q[K]>>[],
      options: ChoiceOptions & { anyLabel?: TextKey } = {},
    ): FilterSpec<Q> {
      return { ...oneOf<Q, K>(key, values, options), kind: 'select', anyLabel: options.anyLabel };
    },
    /** Mutually exclusive presets (spec 4) as toggle buttons; clicking the chosen one clears it. */
    preset<K extends keyof Q & string>(
      key: K,
      values: readonly OneOf<NonNullable<Q[K]>>[],
      options: ChoiceOptions = {},
    ): FilterSpec<Q> {
      return { ...oneOf<Q, K>(key, values, options), kind: 'preset' };
    },
    /**
     * Start and end dates (spec 5: MM-dd-yyyy, no future dates, the 'Be
     * Careful With The Date' warning); `today` starts both at today (spec 9, orders).
     */
    dateRange<S extends TextKeys<Q>, E extends TextKeys<Q>>(
      start: S,
      end: E,
      options: { initial?: 'today' } = {},
    ): FilterSpec<Q> {
      const date = (value: string) => (ISO_DATE.test(value) ? value : '');
      return {
        kind: 'dateRange',
        start,
        end,
        params: [
          { key: start, initial: options.initial },
          { key: end, initial: options.initial },
        ],
        toQuery: (text) => ({ ...textEntry<Q, S>(start, date(text(start))), ...textEntry<Q, E>(end, date(text(end))) }),
      };
    },
  };
}
