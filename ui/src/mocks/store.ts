import type { components } from '@openapi/schema';

import { applyEdits, canonical } from './edits';

type Scenario = components['schemas']['Scenario'];
type FaultRule = components['schemas']['FaultRule'];
type WorldEdit = components['schemas']['WorldEdit'];

/**
 * What MSW's write handlers change, kept over the fixture records: in memory
 * for Storybook and unit tests (each story starts from the seed), and in
 * localStorage in the offline console (`make offline`), so a created record
 * survives a reload until "Reset offline data".
 *
 * A write handler declares its collection once, under the mock server's name
 * for it (the world document's collection name), and reads through it:
 *
 *   const requests = offlineCollection('restoreRequests', fromFixtures(fixture('restoreRequests')), (r) => r.RestoreRequestId);
 *   await requests.all();    // created first (newest first), then the seed with updates and deletions applied
 *   requests.create(record); requests.update(id, record); await requests.remove(id);
 *
 * The seed is a fixture file loaded on first use (`fixtures.ts`), so what
 * reads it awaits; what only writes the changes does not.
 *
 * Beside the collections, the offline session: its scenario, its fault rules
 * and the time its seed world was moved to (see `clock.ts`), as a world
 * document carries them (`world.ts`).
 */
const PREFIX = 'msw-offline:';
const SESSION_KEY = `${PREFIX}session`;

let persistent = false;
const collections = new Map<string, OfflineCollection<unknown>>();

export interface Changes<T> {
  created: T[];
  updated: Record<string, T>;
  deleted: string[];
}

const noChanges = <T>(): Changes<T> => ({ created: [], updated: {}, deleted: [] });

export class OfflineCollection<T> {
  private changes: Changes<T> | null = null;
  readonly name: string;
  private readonly seed: () => Promise<readonly T[]>;
  private readonly idOf: (record: T) => string | number;

  constructor(name: string, seed: () => Promise<readonly T[]>, idOf: (record: T) => string | number) {
    this.name = name;
    this.seed = seed;
    this.idOf = idOf;
  }

  private get key() {
    return `${PREFIX}${this.name}`;
  }

  private load(): Changes<T> {
    if (this.changes) return this.changes;
    this.changes = noChanges<T>();
    if (persistent) {
      try {
        const stored = localStorage.getItem(this.key);
        if (stored) this.changes = { ...noChanges<T>(), ...(JSON.parse(stored) as Changes<T>) };
      } catch {
        // Unreadable: start from the seed.
      }
    }
    return this.changes;
  }

  private save() {
    if (!persistent || !this.changes) return;
    try {
      localStorage.setItem(this.key, JSON.stringify(this.changes));
    } catch {
      // Storage full or blocked: the change lives until the page closes.
    }
  }

  /** Every record: created ones first (newest first), then the seed with updates and deletions applied. */
  async all(): Promise<T[]> {
    const records = await this.seed();
    const { created, updated, deleted } = this.load();
    const gone = new Set(deleted);
    const seed = records
      .filter((record) => !gone.has(String(this.idOf(record))))
      .map((record) => updated[String(this.idOf(record))] ?? record);
    return [...created.filter((record) => !gone.has(String(this.idOf(record)))), ...seed];
  }

  async find(id: string | number): Promise<T | undefined> {
    return (await this.all()).find((record) => String(this.idOf(record)) === String(id));
  }

  /** How many records were created here, for ids that do not collide with the seed. */
  get createdCount() {
    return this.load().created.length;
  }

  create(record: T): T {
    this.load().created.unshift(record);
    this.save();
    return record;
  }

  update(id: string | number, record: T): T {
    const changes = this.load();
    const index = changes.created.findIndex((item) => String(this.idOf(item)) === String(id));
    if (index >= 0) changes.created[index] = record;
    else changes.updated[String(id)] = record;
    this.save();
    return record;
  }

  async remove(id: string | number): Promise<boolean> {
    if (!(await this.find(id))) return false;
    this.load().deleted.push(String(id));
    this.save();
    return true;
  }

  /**
   * The changes as a world document's edit script over the seed, as the mock
   * server writes it: seed order, each update in its place, created records
   * appended oldest first; `null` when nothing changed.
   */
  async edits(): Promise<WorldEdit[] | null> {
    const seed = await this.seed();
    const { created, updated, deleted } = this.load();
    if (created.length === 0 && Object.keys(updated).length === 0 && deleted.length === 0) return null;
    const gone = new Set(deleted);
    const steps: WorldEdit[] = [];
    const push = (step: WorldEdit) => {
      const last = steps.at(-1);
      if (last && 'keep' in last && 'keep' in step) last.keep += step.keep;
      else if (last && 'drop' in last && 'drop' in step) last.drop += step.drop;
      else if (last && 'insert' in last && 'insert' in step) last.insert.push(...step.insert);
      else steps.push(step);
    };
    for (const record of seed) {
      const id = String(this.idOf(record));
      if (gone.has(id)) push({ drop: 1 });
      else if (updated[id] !== undefined) {
        push({ drop: 1 });
        push({ insert: [updated[id]] });
      } else push({ keep: 1 });
    }
    const added = created.filter((record) => !gone.has(String(this.idOf(record)))).reverse();
    if (added.length > 0) push({ insert: added });
    return canonical(steps);
  }

  /** The seed records (the fixture file, its dates moved), loaded on first use. */
  seedRecords(): Promise<readonly T[]> {
    return this.seed();
  }

  /**
   * Makes the collection `seed` (from {@link seedRecords}) with `edits`
   * applied; `check` first, to refuse a whole document before anything
   * changes. Records of the seed that stay are kept as they are; the others
   * become updates, creations and deletions, so the collection reads (and
   * persists) as if written here.
   */
  changesFor(seed: readonly T[], edits: readonly WorldEdit[]): Changes<T> {
    const result = applyEdits(seed, edits, this.name) as T[];
    const byId = new Map(seed.map((record) => [String(this.idOf(record)), record]));
    const kept = new Set<string>();
    const changes = noChanges<T>();
    for (const record of result) {
      const id = String(this.idOf(record));
      const original = byId.get(id);
      if (original === undefined) changes.created.unshift(record);
      else {
        kept.add(id);
        if (JSON.stringify(original) !== JSON.stringify(record)) changes.updated[id] = record;
      }
    }
    changes.deleted = [...byId.keys()].filter((id) => !kept.has(id));
    return changes;
  }

  /** Replaces the collection's changes (from {@link changesFor}). */
  replaceChanges(changes: Changes<T>) {
    this.changes = changes;
    this.save();
  }

  /** Drops what was read, so the next read comes from storage. */
  forget() {
    this.changes = null;
  }

  reset() {
    this.changes = noChanges<T>();
    if (persistent) localStorage.removeItem(this.key);
  }
}

/** The collection of that name (one per name, whoever asks). */
export function offlineCollection<T>(
  name: string,
  seed: () => Promise<readonly T[]>,
  idOf: (record: T) => string | number,
): OfflineCollection<T> {
  const existing = collections.get(name);
  if (existing) return existing as OfflineCollection<T>;
  const collection = new OfflineCollection(name, seed, idOf);
  collections.set(name, collection as OfflineCollection<unknown>);
  return collection;
}

/** Every collection declared so far, by its name in the world document. */
export function offlineCollections(): ReadonlyMap<string, OfflineCollection<unknown>> {
  return collections;
}

/** The offline session: what `PUT /__mock/scenario` and an imported world set. */
export interface OfflineSession {
  /** The scenario last applied. */
  scenario: Scenario;
  /** Its fault rules (or an imported world's), tried in order by `scenarios.ts`. */
  rules: FaultRule[];
  /** An imported world's `generatedAt`: the fixtures' dates are moved to it instead of to now. */
  generatedAt?: string;
}

const freshSession = (): OfflineSession => ({ scenario: 'default', rules: [] });
let session: OfflineSession | null = null;

/** The offline session (from storage, in the offline console). */
export function offlineSession(): OfflineSession {
  if (session) return session;
  session = freshSession();
  if (persistent) {
    try {
      const stored = localStorage.getItem(SESSION_KEY);
      if (stored) session = { ...freshSession(), ...(JSON.parse(stored) as OfflineSession) };
    } catch {
      // Unreadable: the default session.
    }
  }
  return session;
}

/** Replaces the offline session, keeping it across reloads in the offline console. */
export function setOfflineSession(next: OfflineSession) {
  session = next;
  if (!persistent) return;
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: it lasts until the page closes.
  }
}

/** The offline console keeps writes across reloads; call before the first handler runs. */
export function persistOfflineData() {
  persistent = true;
  session = null;
  // Collections read before now read again, from storage this time.
  for (const collection of collections.values()) collection.forget();
}

/** Whether any write is stored (the offline badge offers a reset then). */
export function hasOfflineChanges(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(PREFIX));
  } catch {
    return false;
  }
}

/** Back to the seed: every collection and the session, in memory and in storage. */
export function resetOfflineData() {
  session = freshSession();
  for (const collection of collections.values()) collection.reset();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
