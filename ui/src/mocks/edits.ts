import messages from '@fixtures/worldEditMessages.json';

import type { components } from '@openapi/schema';

type WorldEdit = components['schemas']['WorldEdit'];

/** The largest `keep` or `drop` count the document states (int64), as the server words it. */
const MOST = '9223372036854775807';
/** The most characters of a sent value a message quotes, as the server's `describe::QUOTE_LIMIT`. */
const QUOTE_LIMIT = 40;

/** `template` (from `fixtures/worldEditMessages.json`, the server's own) with each `{hole}` filled. */
function fill(template: string, holes: Record<string, string | number>): string {
  return Object.entries(holes).reduce((text, [hole, value]) => text.replaceAll(`{${hole}}`, String(value)), template);
}

/** What a sent JSON value is, in the server's words (`describe::given`): "the number 3", "an object". */
export function given(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    const written = String(value);
    return written.length > QUOTE_LIMIT ? `a number of ${written.length} digits` : `the number ${written}`;
  }
  if (typeof value === 'string') {
    const characters = [...value];
    const quoted =
      characters.length <= QUOTE_LIMIT
        ? `"${value}"`
        : `"${characters.slice(0, QUOTE_LIMIT).join('')}…" (${characters.length} characters)`;
    return `the text ${quoted}`;
  }
  if (Array.isArray(value)) return value.length === 1 ? 'a list of 1 item' : `a list of ${value.length} items`;
  return 'an object';
}

/** What a step that is not one of the three was, as the server says it. */
function sentStep(step: unknown): string {
  if (step && typeof step === 'object' && !Array.isArray(step)) {
    const names = Object.keys(step);
    if (names.length === 0) return 'an object with no field';
    const shown = names.slice(0, 4).map((name) => given(name).replace(/^the text /, ''));
    return `an object with ${shown.join(', ')}${names.length > 4 ? ', ...' : ''}`;
  }
  return given(step);
}

/** A world document that cannot be read: the field at fault (as the server names it) and why. */
export class WorldDocumentError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'WorldDocumentError';
    this.field = field;
  }
}

const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= Number.MAX_SAFE_INTEGER
    ? (value as number)
    : null;
const STEPS = ['keep', 'drop', 'insert'];

/**
 * `seed` with a world document's edit script applied, as the mock server
 * applies it (`mock-server/src/mock/world.rs`): `keep` and `drop` walk the
 * seed records in order, `insert` puts records in; seed records the script
 * does not reach are kept, before a run of inserts that ends the script.
 */
export function applyEdits<T>(seed: readonly T[], edits: readonly WorldEdit[], name: string): unknown[] {
  if (!Array.isArray(edits)) {
    throw new WorldDocumentError(`collections.${name}`, fill(messages.script, { given: given(edits) }));
  }
  const lastWalk = edits.findLastIndex((edit) => !('insert' in edit));
  const closing = lastWalk + 1;
  const out: unknown[] = [];
  let position = 0;
  edits.forEach((edit, index) => {
    const field = `collections.${name}[${index}]`;
    if (index === closing) {
      out.push(...seed.slice(position));
      position = seed.length;
    }
    const isObject = edit !== null && typeof edit === 'object' && !Array.isArray(edit);
    const steps = isObject ? Object.keys(edit) : [];
    if (steps.length !== 1 || !STEPS.includes(steps[0] ?? '')) {
      throw new WorldDocumentError(field, fill(messages.step, { sent: sentStep(edit) }));
    }
    if ('insert' in edit) {
      if (!Array.isArray(edit.insert)) {
        throw new WorldDocumentError(`${field}.insert`, fill(messages.insert, { given: given(edit.insert) }));
      }
      out.push(...edit.insert);
      return;
    }
    const kind = 'keep' in edit ? 'keep' : 'drop';
    const sent: unknown = 'keep' in edit ? edit.keep : edit.drop;
    const taken = count(sent);
    if (taken === null) {
      throw new WorldDocumentError(`${field}.${kind}`, fill(messages[kind], { most: MOST, given: given(sent) }));
    }
    if (position + taken > seed.length) {
      throw new WorldDocumentError(
        field,
        fill(messages.pastSeed, { length: seed.length, walked: position, count: taken }),
      );
    }
    if ('keep' in edit) out.push(...seed.slice(position, position + taken));
    position += taken;
  });
  out.push(...seed.slice(position));
  return out;
}

/**
 * An edit script in the mock server's shortest form: a last `keep` says
 * nothing (unreached records are kept) unless an insert before it must stay
 * in place, and an insert at the very end needs no `keep` before it (unless
 * that would join it to an earlier insert).
 */
export function canonical(steps: WorldEdit[]): WorldEdit[] | null {
  const out = [...steps];
  const last = out.at(-1);
  const beforeLast = out.at(-2);
  if (last && 'keep' in last && !(beforeLast && 'insert' in beforeLast)) out.pop();
  const [earlier, before, end] = [out.at(-3), out.at(-2), out.at(-1)];
  // Unless dropping the keep would join the insert to an earlier one, which must stay in place.
  if (end && 'insert' in end && before && 'keep' in before && !(earlier && 'insert' in earlier)) {
    out.splice(out.length - 2, 1);
  }
  return out.length > 0 ? out : null;
}
