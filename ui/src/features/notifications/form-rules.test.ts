// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  ACTION_FIELDS,
  channelsOf,
  emptyForm,
  firstProblem,
  type NotificationForm,
  toPayload,
  typeOf,
  withAction,
  withInApp,
  withPush,
} from './form-rules';

const today = '2026-03-10';
/** A form every rule accepts, for a half-screen text modal shown in the app and by push. */
const valid: NotificationForm = {
  ...emptyForm,
  title: 'Markets closed',
  description: 'US markets are closed on Thursday.',
  startDateUtc: '2026-03-11T00:00:00Z',
  endDateUtc: '2026-03-12T23:59:59Z',
  inApp: true,
  push: true,
  color: 'Indigo',
  icon: 'info',
  action: 'halfScreenTextModal',
  textContent: 'Trading resumes on Friday.',
  modalGraphicUrl: 'https://cdn.example/holiday.png',
};

/** Every action field filled, to see which a change clears. */
const full: NotificationForm = {
  ...valid,
  route: 'Home',
  routeParams: '{"tab":1}',
  externalUrl: 'https://example.com',
  htmlContent: '<p>Hi</p>',
  modalActionText: 'Got it',
  modalDismissText: 'Not now',
  actionText: 'Open',
  hideAllowedAfter: '3',
};

describe('type and channels (spec 4)', () => {
  it.each([
    [true, true, 'Both'],
    [false, true, 'Push'],
    [true, false, 'InApp'],
    [false, false, 'NotSet'],
  ] as const)('in app %s, push %s is %s, and back', (inApp, push, type) => {
    expect(typeOf(inApp, push)).toBe(type);
    expect(channelsOf(type)).toEqual({ inApp, push });
  });
});

describe('clearing on an action type change (spec 4)', () => {
  const cleared = (form: NotificationForm) =>
    (
      [
        'route',
        'routeParams',
        'externalUrl',
        'textContent',
        'htmlContent',
        'modalGraphicUrl',
        'modalActionText',
        'modalDismissText',
      ] as const
    ).filter((field) => form[field] === '');

  it('routeExternally clears route, route params and the modal fields', () => {
    expect(cleared(withAction(full, 'routeExternally'))).toEqual([
      'route',
      'routeParams',
      'textContent',
      'htmlContent',
      'modalGraphicUrl',
      'modalActionText',
      'modalDismissText',
    ]);
  });
  it('routeInternally clears the external URL and the modal fields', () => {
    expect(cleared(withAction(full, 'routeInternally'))).toEqual([
      'externalUrl',
      'textContent',
      'htmlContent',
      'modalGraphicUrl',
      'modalActionText',
      'modalDismissText',
    ]);
  });
  it('halfScreenTextModal clears the route, the HTML and the external URL', () => {
    expect(cleared(withAction(full, 'halfScreenTextModal'))).toEqual([
      'route',
      'routeParams',
      'externalUrl',
      'htmlContent',
    ]);
  });
  it('fullScreenHtmlModal clears everything but the HTML content', () => {
    const next = withAction(full, 'fullScreenHtmlModal');
    expect(cleared(next)).toEqual([
      'route',
      'routeParams',
      'externalUrl',
      'textContent',
      'modalGraphicUrl',
      'modalActionText',
      'modalDismissText',
    ]);
    expect(next.htmlContent).toBe('<p>Hi</p>');
  });
  it('no type clears every action field', () => {
    expect(cleared(withAction(full, ''))).toHaveLength(8);
  });
  it('leaves the fields every type shares alone', () => {
    const next = withAction(full, 'routeInternally');
    expect([next.title, next.color, next.icon, next.actionText]).toEqual([full.title, 'Indigo', 'info', 'Open']);
  });
  it('names a home for every action field', () => {
    expect(Object.keys(ACTION_FIELDS)).toEqual([
      'routeInternally',
      'routeExternally',
      'halfScreenTextModal',
      'fullScreenHtmlModal',
    ]);
  });
});

describe('toggling the channels (spec 4)', () => {
  it('turning In App on clears hide-allowed-after and the end date', () => {
    const next = withInApp({ ...full, inApp: false }, true);
    expect([next.inApp, next.hideAllowedAfter, next.endDateUtc]).toEqual([true, '', '']);
  });
  it('turning In App off keeps them', () => {
    const next = withInApp(full, false);
    expect([next.hideAllowedAfter, next.endDateUtc]).toEqual(['3', full.endDateUtc]);
  });
  it('turning Push off clears the action, modal action and dismiss texts', () => {
    const next = withPush(full, false);
    expect([next.push, next.actionText, next.modalActionText, next.modalDismissText]).toEqual([false, '', '', '']);
    expect(next.textContent).toBe(full.textContent);
  });
  it('turning Push on clears nothing', () => {
    expect(withPush({ ...full, push: false }, true)).toEqual(full);
  });
});

describe('validation in the spec 5 order', () => {
  it('accepts a complete form', () => {
    expect(firstProblem(valid, today)).toBeNull();
  });

  // Each step: break this field (and every later one) and see this one reported first.
  const steps: [string, Partial<NotificationForm>, string, string][] = [
    ['1 title', { title: '  ' }, 'title', 'required'],
    ['2 description empty', { description: '' }, 'description', 'required'],
    ['2 description of 10 characters', { description: '0123456789' }, 'description', 'description'],
    ['2 description over 240', { description: 'x'.repeat(241) }, 'description', 'description'],
    ['channels', { inApp: false, push: false }, 'channel', 'channel'],
    ['3 start date', { startDateUtc: '' }, 'startDateUtc', 'required'],
    ['3 start in the past', { startDateUtc: '2026-03-09T00:00:00Z' }, 'startDateUtc', 'startInPast'],
    ['4 end date with In App', { endDateUtc: '' }, 'endDateUtc', 'required'],
    ['4 end before start', { endDateUtc: '2026-03-10T23:59:59Z' }, 'endDateUtc', 'endBeforeStart'],
    ['5 color', { color: '' }, 'color', 'required'],
    ['6 icon', { icon: '' }, 'icon', 'required'],
    ['7 action type', { action: '' }, 'action', 'required'],
  ];
  const broken: Partial<NotificationForm> = {};
  for (const [name, change, field, problem] of [...steps].reverse()) {
    Object.assign(broken, change);
    const form = { ...valid, ...broken };
    it(`${name} is reported before every later rule`, () => {
      expect(firstProblem(form, today)).toEqual({ field, problem });
    });
  }

  it('4 end date is optional for push only', () => {
    expect(firstProblem({ ...valid, inApp: false, endDateUtc: '' }, today)).toBeNull();
  });
  it('3 an existing notification may keep a start in the past', () => {
    expect(firstProblem({ ...valid, startDateUtc: '2026-01-01T00:00:00Z' }, today, '2026-01-01')).toBeNull();
  });
  it.each([
    ['routeInternally', { route: '' }, 'route'],
    ['routeInternally', { route: 'Home', routeParams: '' }, 'routeParams'],
    ['routeExternally', { externalUrl: '' }, 'externalUrl'],
    ['halfScreenTextModal', { textContent: '' }, 'textContent'],
    ['halfScreenTextModal', { modalGraphicUrl: '' }, 'modalGraphicUrl'],
    ['fullScreenHtmlModal', { htmlContent: ' ' }, 'htmlContent'],
  ] as const)('8-11 %s needs its own fields (%o)', (action, change, field) => {
    const form = { ...full, ...withAction(full, action), ...change };
    expect(firstProblem(form, today)).toEqual({ field, problem: 'required' });
  });
  it('an external URL must be http or https', () => {
    const form = { ...withAction(full, 'routeExternally'), externalUrl: 'javascript:alert(1)' };
    expect(firstProblem(form, today)).toEqual({ field: 'externalUrl', problem: 'url' });
  });
});

describe('the payload (spec 4, 7)', () => {
  it('leaves out empty fields and derives the type', () => {
    const payload = toPayload({ ...valid, sequence: '2', hideAllowedAfter: '' });
    expect(payload).toEqual({
      title: 'Markets closed',
      description: 'US markets are closed on Thursday.',
      startDateUtc: '2026-03-11T00:00:00Z',
      endDateUtc: '2026-03-12T23:59:59Z',
      targetAudience: 'All',
      action: 'halfScreenTextModal',
      notificationType: 'Both',
      textContent: 'Trading resumes on Friday.',
      modalGraphicUrl: 'https://cdn.example/holiday.png',
      color: 'Indigo',
      sequence: 2,
      icon: 'info',
    });
  });
  it('carries the id on update', () => {
    expect(toPayload(valid, 7).notificationMasterId).toBe(7);
  });
});
