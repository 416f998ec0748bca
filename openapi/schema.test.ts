import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { enumValues, schemaTypes } from './generate';

const here = (file: string) => new URL(file, import.meta.url).pathname;
const document = JSON.parse(readFileSync(here('./openapi.json'), 'utf8'));
const stale = (file: string) => `openapi/${file} is stale: run \`make gen\` and commit the result`;

// Each generated file must be exactly what generate.ts makes of openapi.json:
// a model change without `make gen` fails here (the crates.io pattern).
// `make gen` runs this file with --update, which writes them.
it('schema.d.ts is generated from the current openapi.json', async () => {
  await expect(await schemaTypes(document), stale('schema.d.ts')).toMatchFileSnapshot(here('./schema.d.ts'));
});

it('enums.ts is generated from the current openapi.json', async () => {
  await expect(enumValues(document), stale('enums.ts')).toMatchFileSnapshot(here('./enums.ts'));
});
