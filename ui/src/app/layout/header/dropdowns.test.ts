// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { type DropdownId, dropdownsReducer } from './dropdowns';

const open = (...ids: DropdownId[]) => new Set<DropdownId>(ids);

describe('dropdownsReducer', () => {
  it('opens one without closing the others', () => {
    expect([...dropdownsReducer(open('notifications'), { type: 'toggle', id: 'messages' })]).toEqual([
      'notifications',
      'messages',
    ]);
  });

  it('closes one on a second toggle and leaves the rest', () => {
    expect([...dropdownsReducer(open('notifications', 'messages'), { type: 'toggle', id: 'notifications' })]).toEqual([
      'messages',
    ]);
  });

  it('closes all together', () => {
    expect(dropdownsReducer(open('timeZone', 'apps', 'user'), { type: 'closeAll' }).size).toBe(0);
  });

  it('keeps the same set when nothing changes, so React skips a render', () => {
    const state = open('apps');
    expect(dropdownsReducer(state, { type: 'close', id: 'user' })).toBe(state);
    const none = open();
    expect(dropdownsReducer(none, { type: 'closeAll' })).toBe(none);
  });
});
