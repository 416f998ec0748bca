/**
 * What an API consumer meets in Swagger UI, checked over the committed
 * openapi.json (issue 27):
 *
 * - every success answer carrying JSON and every request body shows an
 *   example, and every example (of an answer, a body or a parameter) is valid
 *   against the schema beside it;
 * - every parameter is described, and no description shows rustdoc syntax
 *   ("[`SortColumns`]") or is empty;
 * - a filter taking several values is an array of its enumeration, sent as
 *   one comma-separated value (`style: form`, `explode: false`), so Swagger UI
 *   offers a multi-select; numbered values carry their names.
 */
import { readFileSync } from 'node:fs';

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

const here = (file: string) => new URL(file, import.meta.url).pathname;

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  example?: unknown;
  pattern?: string;
  'x-enum-descriptions'?: string[];
  'x-enum-varnames'?: string[];
}
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: Schema;
  example?: unknown;
  style?: string;
  explode?: boolean;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

const document = JSON.parse(readFileSync(here('./openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

/** The schema a `$ref` names, or the schema itself. */
const resolved = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;

/** The examples a media type shows: its own, or its schema's. */
function examplesOf(media: Media): unknown[] {
  if (media.example !== undefined) return [media.example];
  if (media.examples) return Object.values(media.examples).map((example) => example.value);
  const schemaExample = resolved(media.schema)?.example;
  return schemaExample === undefined ? [] : [schemaExample];
}

/** The errors of a value against a schema of the document (its `$ref`s resolved in it). */
function errorsOf(schema: Schema, value: unknown): string {
  const withRefs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Schema;
  const check = ajv.compile(withRefs);
  return check(value) ? '' : ajv.errorsText(check.errors);
}

/** Every `description` in the document, with where it is. */
function descriptions(value: unknown, at: string, found: { at: string; text: unknown }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => descriptions(item, `${at}/${index}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      // A property called description (a role's, a notification's) is a field, not documentation.
      if (key === 'description' && !at.endsWith('/properties')) found.push({ at, text: child });
      // An example's own fields may be called description: they are data, not documentation.
      if (key !== 'example' && key !== 'examples') descriptions(child, `${at}/${key}`, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('shows an example of every success answer that carries JSON, valid against its schema', () => {
    const missing: string[] = [];
    const invalid: string[] = [];
    for (const { name, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!type.includes('json')) continue;
          const examples = examplesOf(media);
          if (examples.length === 0) missing.push(`${name} ${status}`);
          for (const example of examples) {
            const errors = media.schema ? errorsOf(media.schema, example) : '';
            if (errors) invalid.push(`${name} ${status}: ${errors}`);
          }
        }
      }
    }
    expect(missing, 'success answers without an example').toEqual([]);
    expect(invalid, 'examples that their schema refuses').toEqual([]);
  });

  it('shows an example of every request body, valid against its schema', () => {
    const missing: string[] = [];
    const invalid: string[] = [];
    for (const { name, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const examples = examplesOf(media);
        if (examples.length === 0) missing.push(`${name} (${type})`);
        // A form-encoded body's examples are its fields as text; only JSON is checked against the schema.
        if (!type.includes('json')) continue;
        for (const example of examples) {
          const errors = media.schema ? errorsOf(media.schema, example) : '';
          if (errors) invalid.push(`${name}: ${errors}`);
        }
      }
    }
    expect(missing, 'request bodies without an example').toEqual([]);
    expect(invalid, 'request examples that their schema refuses').toEqual([]);
  });

  it('describes every parameter, and every parameter example fits its schema', () => {
    const undescribed: string[] = [];
    const invalid: string[] = [];
    for (const { name, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        const where = `${name} ${parameter.in} ${parameter.name}`;
        if (!parameter.description?.trim()) undescribed.push(where);
        if (parameter.example !== undefined && parameter.schema) {
          const errors = errorsOf(parameter.schema, parameter.example);
          if (errors) invalid.push(`${where}: ${errors}`);
        }
      }
    }
    expect(operations.length).toBeGreaterThan(80);
    expect(undescribed, 'parameters without a description').toEqual([]);
    expect(invalid, 'parameter examples that their schema refuses').toEqual([]);
  });

  it('writes its descriptions for readers: no rustdoc links, none empty', () => {
    const found = descriptions(document, '#');
    expect(found.length).toBeGreaterThan(500);
    const rustdoc = found.filter(({ text }) => typeof text === 'string' && /\[`[^`\]]+`\]/.test(text));
    expect(
      rustdoc.map(({ at, text }) => `${at}: ${String(text)}`),
      'rustdoc syntax ([`Name`]) where a reader of Swagger UI sees it',
    ).toEqual([]);
    const empty = found.filter(({ text }) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(({ at }) => at)).toEqual([]);
  });

  it('declares each multi-value filter as an array of its enumeration, one comma-separated value', () => {
    const wrong: string[] = [];
    let lists = 0;
    for (const { name, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const where = `${name} ${parameter.name}`;
        const schema = parameter.schema ?? {};
        // The old shape: free text whose pattern takes a comma-separated list.
        if (schema.pattern?.includes('(,(')) wrong.push(`${where}: a comma-separated pattern, not an array`);
        if (schema.type !== 'array') continue;
        lists += 1;
        if (parameter.style !== 'form' || parameter.explode !== false)
          wrong.push(`${where}: not style form, explode false`);
        const items = resolved(schema.items);
        if (!items?.enum?.length) wrong.push(`${where}: its items are not an enumeration`);
        // Numbered values carry their names, one per value.
        if (items?.enum?.some((value) => typeof value === 'number')) {
          if (items['x-enum-descriptions']?.length !== items.enum.length)
            wrong.push(`${where}: numbered values without their names`);
          const named = items.enum.filter((value) => typeof value === 'number').map(String);
          if (!named.every((number) => parameter.description?.includes(`${number} `)))
            wrong.push(`${where}: the description does not name the numbers`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(lists, 'the multi-value filters of the listings').toBeGreaterThanOrEqual(38);
  });

  it('offers the transfers status filter as a multi-select of the transfer statuses', () => {
    const status = document.paths['/api/admin/transfers']?.get?.parameters?.find(({ name }) => name === 'status');
    expect(status).toMatchObject({
      in: 'query',
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string' } },
    });
    expect(status?.schema?.items?.enum).toEqual(expect.arrayContaining(['Pending', 'Complete', 'OnHold', 'All']));
  });
});
