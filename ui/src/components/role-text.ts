import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import common from '@/i18n/en/common.json';

type DemoRole = keyof typeof common.demoRoles;

const isDemoRole = (name: string): name is DemoRole => Object.hasOwn(common.demoRoles, name);

/** A translation lookup: the text of `key`, or `fallback` when there is none. */
type Text = (key: string, fallback: string) => string;

/**
 * The one way the console names roles and permissions in the reader's
 * language. The demo roles (DESIGN.md's accounts) read by their translated
 * names, and by their translated descriptions while the description is still
 * the seeded one; a role staff created, or a description staff edited, shows
 * as written. A permission reads by its claim's translated name, or the
 * server's name for a claim the console does not know.
 */
export function roleTextOf(text: Text) {
  return {
    name: (name: string) => (isDemoRole(name) ? text(`common:demoRoles.${name}.name`, name) : name),
    description: (role: { name: string; description: string }) =>
      isDemoRole(role.name) && role.description === common.demoRoles[role.name].description
        ? text(`common:demoRoles.${role.name}.description`, role.description)
        : role.description,
    // i18next reads dots as nesting: the keys are the claims with underscores.
    permission: (permission: { value: string; name: string }) =>
      text(`roles:permissions.${permission.value.replaceAll('.', '_')}`, permission.name),
  };
}

/** `roleTextOf` in the reader's language, for components. */
export function useRoleText() {
  const { t } = useTranslation(['common', 'roles']);
  return useMemo(() => roleTextOf((key, fallback) => t(key, { defaultValue: fallback })), [t]);
}
