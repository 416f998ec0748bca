import fixtureWorld from '@fixtures/world.json';

import type { components } from '@openapi/schema';

import { baseInstant } from './clock';
import { WorldDocumentError } from './edits';
import { type Changes, offlineCollections, offlineSession, resetOfflineData, setOfflineSession } from './store';

type WorldSnapshot = components['schemas']['WorldSnapshot'];
type Scenario = components['schemas']['Scenario'];

/** The world document format this console writes and reads, as the mock server (`GET /__mock/world`). */
export const WORLD_FORMAT_VERSION = 1;

/** What the offline world grew from: `fixtures/` are the seed 42 world at the small scale (200 customers). */
export const OFFLINE_SEED: number = fixtureWorld.seed;
export const OFFLINE_SCALE = 'small';
const SMALL_CUSTOMERS = 200;

const whole = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');

/**
 * The offline world as a world document, the same format the mock server's
 * `GET /__mock/world` writes: what each collection changed over the fixtures,
 * the scenario and rules, and the instant the fixtures were moved to.
 */
export async function exportWorld(): Promise<WorldSnapshot> {
  const session = offlineSession();
  const collections: WorldSnapshot['collections'] = {};
  const named = [...offlineCollections()].sort(([a], [b]) => a.localeCompare(b));
  const edits = await Promise.all(named.map(([, collection]) => collection.edits()));
  named.forEach(([name], index) => {
    const changed = edits[index];
    if (changed) collections[name] = changed;
  });
  return {
    version: WORLD_FORMAT_VERSION,
    seed: OFFLINE_SEED,
    scale: OFFLINE_SCALE,
    generatedAt: whole(baseInstant()),
    now: new Date().toISOString(),
    scenario: session.scenario,
    rules: session.rules,
    collections,
  };
}

const FIELDS = ['version', 'seed', 'scale', 'generatedAt', 'now', 'scenario', 'rules', 'collections'] as const;

/** A world document's fields, checked as the mock server checks them (its version first). */
export function readWorld(value: unknown, scenarios: readonly Scenario[]): WorldSnapshot {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new WorldDocumentError('body', 'must be a world document, a JSON object as GET /__mock/world answers');
  }
  const document = value as Record<string, unknown>;
  if (document.version === undefined) {
    throw new WorldDocumentError(
      'version',
      `is missing: this console reads world documents of version ${WORLD_FORMAT_VERSION}, as GET /__mock/world writes them`,
    );
  }
  if (document.version !== WORLD_FORMAT_VERSION) {
    throw new WorldDocumentError(
      'version',
      `this console reads world documents of version ${WORLD_FORMAT_VERSION}; this one is version ${JSON.stringify(document.version)}`,
    );
  }
  const unknown = Object.keys(document).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown) throw new WorldDocumentError(unknown, 'is not a field of a world document');
  for (const field of FIELDS) {
    if (document[field] === undefined) throw new WorldDocumentError(field, 'is missing');
  }
  if (!Number.isInteger(document.seed)) throw new WorldDocumentError('seed', 'must be a whole number');
  if (typeof document.scale !== 'string')
    throw new WorldDocumentError('scale', 'must be small, medium, large or a count');
  for (const field of ['generatedAt', 'now'] as const) {
    if (typeof document[field] !== 'string' || Number.isNaN(Date.parse(document[field]))) {
      throw new WorldDocumentError(field, 'must be an RFC 3339 instant');
    }
  }
  if (!scenarios.includes(document.scenario as Scenario)) {
    throw new WorldDocumentError('scenario', `unknown scenario \`${String(document.scenario)}\``);
  }
  if (!Array.isArray(document.rules)) throw new WorldDocumentError('rules', 'must be a list of rules');
  document.rules.forEach((rule: unknown, index) => {
    const pattern = (rule as { pathPattern?: unknown } | null)?.pathPattern;
    if (typeof pattern !== 'string' || !pattern.startsWith('/')) {
      throw new WorldDocumentError(`rules[${index}].pathPattern`, 'must start with `/`, e.g. `/api/*`');
    }
  });
  const collections = document.collections;
  if (!collections || typeof collections !== 'object' || Array.isArray(collections)) {
    throw new WorldDocumentError('collections', 'must map collection names to edit scripts');
  }
  return document as unknown as WorldSnapshot;
}

/** What an import left out: the collections the offline console does not keep. */
export interface ImportResult {
  ignored: string[];
}

/**
 * Makes the offline world a world document's state: the same format the mock
 * server's `PUT /__mock/world` reads, so a world found live opens offline and
 * the reverse. The fixtures are moved to the document's `generatedAt`, its
 * scenario and rules apply; the clock stays the browser's. Only a document
 * of the fixtures' seed and scale fits (others need a mock server), and one
 * whose edits do not fit changes nothing.
 */
export async function importWorld(value: unknown, scenarios: readonly Scenario[]): Promise<ImportResult> {
  const document = readWorld(value, scenarios);
  const customers = document.scale === OFFLINE_SCALE ? SMALL_CUSTOMERS : Number(document.scale);
  if (document.seed !== OFFLINE_SEED || customers !== SMALL_CUSTOMERS) {
    throw new WorldDocumentError(
      document.seed !== OFFLINE_SEED ? 'seed' : 'scale',
      `the offline console holds the fixture world, seed ${OFFLINE_SEED} at scale ${OFFLINE_SCALE}; this document grew from seed ${document.seed} at scale ${document.scale}: load it into a mock server instead (PUT /__mock/world, or mock-server serve --world FILE)`,
    );
  }
  const collections = offlineCollections();
  const named = Object.entries(document.collections);
  const ignored = named.filter(([name]) => !collections.has(name)).map(([name]) => name);
  const kept = named.flatMap(([name, edits]) => {
    const collection = collections.get(name);
    return collection ? [{ name, edits, collection }] : [];
  });
  // Their files loaded first (on first use, `fixtures.ts`): from here on nothing waits on
  // another request, so none sees the session half changed.
  await Promise.all(kept.map(({ collection }) => collection.seedRecords()));
  const previous = offlineSession();
  // The fixtures move to the document's time first: its edits walk that seed.
  setOfflineSession({ scenario: document.scenario, rules: document.rules, generatedAt: document.generatedAt });
  const prepared: [string, Changes<unknown>][] = [];
  try {
    const seeds = await Promise.all(kept.map(({ collection }) => collection.seedRecords()));
    kept.forEach(({ name, edits, collection }, index) => {
      prepared.push([name, collection.changesFor(seeds[index] ?? [], edits)]);
    });
  } catch (error) {
    setOfflineSession(previous);
    throw error;
  }
  resetOfflineData();
  setOfflineSession({ scenario: document.scenario, rules: document.rules, generatedAt: document.generatedAt });
  for (const [name, changes] of prepared) collections.get(name)?.replaceChanges(changes);
  return { ignored: ignored.sort() };
}
