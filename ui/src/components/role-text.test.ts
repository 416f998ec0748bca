// @vitest-environment node
import roles from '@fixtures/roles.json';
import { describe, expect, it } from 'vitest';

import common from '@/i18n/en/common.json';

import { roleTextOf } from './role-text';

// A lookup that shows which key was asked for, so the test sees what is translated.
const keyed = roleTextOf((key) => `<${key}>`);

describe('roleTextOf', () => {
  it('knows every seeded role by its name and its description, as the server seeds them', () => {
    expect(Object.keys(common.demoRoles).sort()).toEqual(roles.map((role) => role.name).sort());
    for (const role of roles) {
      expect(keyed.name(role.name)).toBe(`<common:demoRoles.${role.name}.name>`);
      expect(keyed.description(role)).toBe(`<common:demoRoles.${role.name}.description>`);
    }
  });

  it('keeps the name a role was given, and a description staff edited', () => {
    expect(keyed.name('Support desk')).toBe('Support desk');
    expect(keyed.description({ name: 'Support desk', description: 'Answers customers' })).toBe('Answers customers');
    expect(keyed.description({ name: 'administrator', description: 'Edited by staff' })).toBe('Edited by staff');
  });

  it('names a permission by its claim, and an unknown claim by the server name', () => {
    expect(keyed.permission({ value: 'claims.view', name: 'View roles' })).toBe('<roles:permissions.claims_view>');
    const plain = roleTextOf((_, fallback) => fallback);
    expect(plain.permission({ value: 'new.claim', name: 'A new claim' })).toBe('A new claim');
  });
});
