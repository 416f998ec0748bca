import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import { type ConsoleFormOptions, useConsoleForm } from './use-console-form';

/**
 * A form of the kit (`useConsoleForm`) checked by a zod schema, whose
 * messages are translation keys. It takes a schema of either zod API: `zod`
 * (`z.string().min(1, ...)`), or `zod/mini`
 * (`z.string().check(z.minLength(1, ...))`), whose functions the bundler
 * keeps only when used; this module imports neither, so a form loads only
 * the one it uses.
 */
export function useZodForm<S extends z.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: ConsoleFormOptions<z.input<S>, z.output<S>> = {},
) {
  return useConsoleForm<z.input<S>, z.output<S>>(
    // The resolver's overloads cannot pick zod 4's for a schema type still open here.
    zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    options,
  );
}
