import { readFileSync } from 'node:fs';

import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

const here = (file: string) => new URL(file, import.meta.url);

// schema.d.ts must be exactly what openapi-typescript makes of openapi.json:
// a model change without `make gen` fails here (the crates.io pattern).
it('schema.d.ts is generated from the current openapi.json', async () => {
  const document = JSON.parse(readFileSync(here('./openapi.json'), 'utf8'));
  const generated = astToString(await openapiTS(document));
  const committed = readFileSync(here('./schema.d.ts'), 'utf8');
  const body = (text: string) => text.slice(text.indexOf('export interface paths'));
  expect(body(committed), 'openapi/schema.d.ts is stale: run `make gen` and commit the result').toBe(
    body(generated),
  );
});
