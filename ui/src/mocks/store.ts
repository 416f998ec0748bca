/**
 * What MSW's write handlers change, kept over the fixture records: in memory
 * for Storybook and unit tests (each story starts from the seed), and in
 * localStorage in the offline console (`make offline`), so a created record
 * survives a reload until "Reset offline data".
 *
 * A write handler declares its collection once and reads through it:
 *
 *   const requests = offlineCollection('restoreRequests', fromFixtures(json), (r) => r.RestoreRequestId);
 *   requests.all();          // created first (newest first), then the seed with updates and deletions applied
 *   requests.create(record); requests.update(id, record); requests.remove(id);
 */
const PREFIX = 'msw-offline:';

let persistent = false;
const collections = new Map<string, OfflineCollection<unknown>>();

interface Changes<T> {
  created: T[];
  updated: Record<string, T>;
  deleted: string[];
}

const noChanges = <T>(): Changes<T> => ({ created: [], updated: {}, deleted: [] });

export class OfflineCollection<T> {
  private changes: Changes<T> | null = null;
  readonly name: string;
  private readonly seed: () => readonly T[];
  private readonly idOf: (record: T) => string | number;

  constructor(name: string, seed: () => readonly T[], idOf: (record: T) => string | number) {
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
  all(): T[] {
    const { created, updated, deleted } = this.load();
    const gone = new Set(deleted);
    const seed = this.seed()
      .filter((record) => !gone.has(String(this.idOf(record))))
      .map((record) => updated[String(this.idOf(record))] ?? record);
    return [...created.filter((record) => !gone.has(String(this.idOf(record)))), ...seed];
  }

  find(id: string | number): T | undefined {
    return this.all().find((record) => String(this.idOf(record)) === String(id));
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

  remove(id: string | number): boolean {
    if (!this.find(id)) return false;
    this.load().deleted.push(String(id));
    this.save();
    return true;
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
  seed: () => readonly T[],
  idOf: (record: T) => string | number,
): OfflineCollection<T> {
  const existing = collections.get(name);
  if (existing) return existing as OfflineCollection<T>;
  const collection = new OfflineCollection(name, seed, idOf);
  collections.set(name, collection as OfflineCollection<unknown>);
  return collection;
}

/** The offline console keeps writes across reloads; call before the first handler runs. */
export function persistOfflineData() {
  persistent = true;
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

/** Back to the seed: every collection, in memory and in storage. */
export function resetOfflineData() {
  for (const collection of collections.values()) collection.reset();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
