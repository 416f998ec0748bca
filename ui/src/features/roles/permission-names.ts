import type { TFunction } from 'i18next';

import type { Permission } from './api/get-permissions';

/**
 * A permission's name in the reader's language. The keys are the claims of
 * spec 6 with dots as underscores (i18next reads dots as nesting); a claim
 * the console does not know yet shows the server's English name.
 */
export function permissionName(t: TFunction<'roles'>, permission: Permission): string {
  const key = permission.value.replaceAll('.', '_');
  return t(`permissions.${key}` as 'permissions.pageAccess', { defaultValue: permission.name });
}
