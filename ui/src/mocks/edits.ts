import type { components } from '@openapi/schema';

type WorldEdit = components['schemas']['WorldEdit'];

/** A world document that cannot be read: the field at fault (as the server names it) and why. */
export class WorldDocumentError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'WorldDocumentError';
    this.field = field;
  }
}

const count = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null);

/**
 * `seed` with a world document's edit script applied, as the mock server
 * applies it (`mock-server/src/mock/world.rs`): `keep` and `drop` walk the
 * seed records in order, `insert` puts records in; seed records the script
 * does not reach are kept, before a run of inserts that ends the script.
 */
export function applyEdits<T>(seed: readonly T[], edits: readonly WorldEdit[], name: string): unknown[] {
  if (!Array.isArray(edits)) throw new WorldDocumentError(`collections.${name}`, 'must be a list of edit steps');
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
    const steps = Object.keys(edit ?? {});
    if (steps.length !== 1)
      throw new WorldDocumentError(field, 'must be one of {"keep": n}, {"drop": n}, {"insert": [...]}');
    if ('insert' in edit) {
      if (!Array.isArray(edit.insert)) throw new WorldDocumentError(`${field}.insert`, 'must be a list of records');
      out.push(...edit.insert);
      return;
    }
    const taken = count('keep' in edit ? edit.keep : 'drop' in edit ? edit.drop : undefined);
    if (taken === null) {
      throw new WorldDocumentError(field, `unknown step \`${steps[0]}\`, or not a count: use keep, drop or insert`);
    }
    if (position + taken > seed.length) {
      throw new WorldDocumentError(
        field,
        `reaches past the seed world's ${seed.length} records: ${position} were already walked and this step takes ${taken} more (was the document taken at another seed or scale?)`,
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
