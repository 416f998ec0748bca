/**
 * The TypeScript side of the contract, generated from `openapi.json`:
 *
 * - `schema.d.ts`: the types of every path, operation and schema, by openapi-typescript;
 * - `enums.ts`: every enumeration of the document as values the console can import: named
 *   constants (`OrderLifecycle.Assigning` is 13), label maps (`orderLifecycleLabels[13]` is
 *   "Assigning") and value lists (`orderLifecycleValues`), read from the `x-enum-varnames` and
 *   `x-enum-descriptions` the server writes (mock-server/src/model/numbered.rs).
 *
 * Why not openapi-typescript's `--enum`: it emits TypeScript `enum`s, which the project's
 * `erasableSyntaxOnly` forbids and which carry no value inside a `.d.ts`; its `--enum-values`
 * arrays need a module too and carry no names. So the types stay unions in `schema.d.ts`
 * (openapi-typescript's defaults), and the values live in `enums.ts` as `as const` objects, the
 * erasable form of an enum.
 *
 * `make gen` writes both files by running `schema.test.ts` with `--update`; without it the test
 * fails while either file differs from what this module makes of `openapi.json`.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The options `schema.d.ts` is generated with (openapi-typescript's defaults: unions, no enums). */
export const schemaOptions = {} as const;

const header = (what: string) => `/**
 * GENERATED from openapi/openapi.json (${what}): do not edit.
 * Regenerate with \`make gen\`; openapi/schema.test.ts fails while this file is stale.
 */

`;

/** `schema.d.ts`: the document's types. */
export async function schemaTypes(document: OpenAPI3): Promise<string> {
  return header('openapi-typescript, by openapi/generate.ts') + astToString(await openapiTS(document, schemaOptions));
}

/** What this module reads of an enumeration's schema. */
type EnumSchema = {
  description?: string;
  enum: (string | number)[];
  'x-enum-varnames'?: string[];
  'x-enum-descriptions'?: string[];
};

const isEnum = (schema: unknown): schema is EnumSchema =>
  typeof schema === 'object' &&
  schema !== null &&
  Array.isArray((schema as EnumSchema).enum) &&
  (schema as EnumSchema).enum.every((value) => typeof value === 'string' || typeof value === 'number');

const literal = (value: string | number) => JSON.stringify(value);

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const docComment = (text: string, indent = '') => {
  const lines = text.replaceAll('*/', '*\\/').trim().split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
};

/** One enumeration: its type, its values and, when the document names them, constants and labels. */
function enumeration(name: string, schema: EnumSchema): string {
  const type = `export type ${name} = components["schemas"][${literal(name)}];\n`;
  const varnames = schema['x-enum-varnames'];
  const labels = schema['x-enum-descriptions'];
  let out = docComment(schema.description ?? `The values of \`${name}\`.`);
  if (varnames && labels) {
    const members = schema.enum.map(
      (value, at) => `${docComment(labels[at] ?? '', '  ')}  ${varnames[at] ?? ''}: ${literal(value)},\n`,
    );
    out += `export const ${name} = {\n${members.join('')}} as const;\n${type}\n`;
    out += `/** The name of each value of \`${name}\` as the spec spells it. */\n`;
    const entries = schema.enum.map((value, at) => `  ${literal(value)}: ${literal(labels[at] ?? '')},\n`);
    out += `export const ${lowerFirst(name)}Labels: Readonly<Record<${name}, string>> = {\n${entries.join('')}};\n\n`;
  } else {
    out += `${type}\n`;
  }
  out += `/** Every value of \`${name}\`, in the document's order. */\n`;
  out += `export const ${lowerFirst(name)}Values: readonly ${name}[] = [${schema.enum.map(literal).join(', ')}];\n`;
  return out;
}

/** `enums.ts`: every enumeration of `components.schemas`, in the document's (alphabetical) order. */
export function enumValues(document: OpenAPI3): string {
  const schemas: [string, unknown][] = Object.entries(document.components?.schemas ?? {});
  const enums = schemas.filter((entry): entry is [string, EnumSchema] => isEnum(entry[1]));
  const body = enums.map(([name, schema]) => enumeration(name, schema)).join('\n');
  return `${header('openapi/generate.ts')}import type { components } from './schema';\n\n${body}`;
}
