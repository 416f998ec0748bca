/**
 * The notification form's rules (spec 4 and 5), as plain functions over the
 * form's values, so each rule is tested on its own and the dialog only wires
 * them to controls.
 */
import type { components } from '@openapi/schema';

export type NotificationType = components['schemas']['NotificationType'];
export type ActionType = components['schemas']['ActionType'];
export type NotificationPayload = components['schemas']['NotificationPayload'];
export type Notification = components['schemas']['Notification'];

/** The form as the user edits it: text for every field, the two channels as flags. */
export interface NotificationForm {
  title: string;
  description: string;
  /** RFC 3339 instants, or '' when not chosen. */
  startDateUtc: string;
  endDateUtc: string;
  inApp: boolean;
  push: boolean;
  targetAudience: string;
  action: ActionType | '';
  route: string;
  routeParams: string;
  externalUrl: string;
  hideAllowedAfter: string;
  textContent: string;
  htmlContent: string;
  modalGraphicUrl: string;
  color: string;
  sequence: string;
  icon: string;
  actionText: string;
  modalActionText: string;
  modalDismissText: string;
}

export type FieldName = keyof NotificationForm;

export const emptyForm: NotificationForm = {
  title: '',
  description: '',
  startDateUtc: '',
  endDateUtc: '',
  inApp: false,
  push: false,
  targetAudience: 'All',
  action: '',
  route: '',
  routeParams: '',
  externalUrl: '',
  hideAllowedAfter: '',
  textContent: '',
  htmlContent: '',
  modalGraphicUrl: '',
  color: '',
  sequence: '',
  icon: '',
  actionText: '',
  modalActionText: '',
  modalDismissText: '',
};

/** Spec 4: the type follows the In App and Push checkboxes. */
export function typeOf(inApp: boolean, push: boolean): NotificationType {
  if (inApp && push) return 'Both';
  if (push) return 'Push';
  if (inApp) return 'InApp';
  return 'NotSet';
}

/** Spec 4: an existing notification's type sets the checkboxes. */
export function channelsOf(type: NotificationType): { inApp: boolean; push: boolean } {
  return { inApp: type === 'Both' || type === 'InApp', push: type === 'Both' || type === 'Push' };
}

/** Spec 4: the fields show only once In App or Push is ticked. */
export const showsFields = (form: Pick<NotificationForm, 'inApp' | 'push'>) => form.inApp || form.push;

/** The fields that belong to one action type; the other action fields are cleared on a change. */
export const ACTION_FIELDS: Readonly<Record<ActionType, readonly FieldName[]>> = {
  routeInternally: ['route', 'routeParams'],
  routeExternally: ['externalUrl'],
  halfScreenTextModal: ['textContent', 'modalGraphicUrl', 'modalActionText', 'modalDismissText'],
  fullScreenHtmlModal: ['htmlContent'],
};

const ALL_ACTION_FIELDS = [...new Set(Object.values(ACTION_FIELDS).flat())];

/**
 * Spec 4, on a change of action type: routeExternally clears route, route
 * params and the modal fields; routeInternally the external URL and the
 * modal fields; halfScreenTextModal the route, HTML and external URL;
 * fullScreenHtmlModal everything but the HTML; any other type everything.
 */
export function withAction(form: NotificationForm, action: ActionType | ''): NotificationForm {
  const keep = action === '' ? [] : ACTION_FIELDS[action];
  const next: NotificationForm = { ...form, action };
  for (const field of ALL_ACTION_FIELDS) if (!keep.includes(field)) (next[field] as string) = '';
  return next;
}

/** Spec 4: turning In App on clears hide-allowed-after and the end date. */
export function withInApp(form: NotificationForm, inApp: boolean): NotificationForm {
  return inApp && !form.inApp ? { ...form, inApp, hideAllowedAfter: '', endDateUtc: '' } : { ...form, inApp };
}

/** Spec 4: turning Push off clears the action, modal action and dismiss texts (as the source does). */
export function withPush(form: NotificationForm, push: boolean): NotificationForm {
  return !push && form.push
    ? { ...form, push, actionText: '', modalActionText: '', modalDismissText: '' }
    : { ...form, push };
}

/** Spec 4 (end date): required with In App on, or whenever push is not the only channel. */
export const endDateRequired = (form: Pick<NotificationForm, 'inApp' | 'push'>) => form.inApp || !form.push;

/** Why a field fails: the key of its message in the notifications namespace. */
export type Problem = 'required' | 'description' | 'channel' | 'startInPast' | 'endBeforeStart' | 'url';

export interface FieldProblem {
  field: FieldName | 'channel';
  problem: Problem;
}

/** The shortest and longest description (spec 5 and its message; spec 9: longer than 10). */
export const DESCRIPTION_MIN = 11;
export const DESCRIPTION_MAX = 240;

const blank = (text: string) => text.trim() === '';
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Spec 5, checked in order; the first failure is the one shown. `today` is
 * the UTC day (`YYYY-MM-DD`); `startFloor` lowers it for an existing
 * notification that has already started.
 */
export function firstProblem(form: NotificationForm, today: string, startFloor = today): FieldProblem | null {
  if (blank(form.title)) return { field: 'title', problem: 'required' };
  const description = form.description.trim().length;
  if (description === 0) return { field: 'description', problem: 'required' };
  if (description < DESCRIPTION_MIN || description > DESCRIPTION_MAX)
    return { field: 'description', problem: 'description' };
  // Without a channel no other field shows (spec 4); the server refuses NotSet.
  if (!showsFields(form)) return { field: 'channel', problem: 'channel' };
  if (blank(form.startDateUtc)) return { field: 'startDateUtc', problem: 'required' };
  if (dayOf(form.startDateUtc) < (startFloor < today ? startFloor : today)) {
    return { field: 'startDateUtc', problem: 'startInPast' };
  }
  if (endDateRequired(form) && blank(form.endDateUtc)) return { field: 'endDateUtc', problem: 'required' };
  if (!blank(form.endDateUtc) && dayOf(form.endDateUtc) < dayOf(form.startDateUtc)) {
    return { field: 'endDateUtc', problem: 'endBeforeStart' };
  }
  if (blank(form.color)) return { field: 'color', problem: 'required' };
  if (blank(form.icon)) return { field: 'icon', problem: 'required' };
  if (form.action === '') return { field: 'action', problem: 'required' };
  const required = (...fields: FieldName[]) => {
    const missing = fields.find((field) => blank(String(form[field])));
    return missing ? { field: missing, problem: 'required' as const } : null;
  };
  switch (form.action) {
    case 'routeInternally':
      return required('route', 'routeParams');
    case 'routeExternally':
      return (
        required('externalUrl') ??
        (/^https?:\/\/[^\s/]+/i.test(form.externalUrl.trim()) ? null : { field: 'externalUrl', problem: 'url' })
      );
    case 'halfScreenTextModal':
      return required('textContent', 'modalGraphicUrl');
    case 'fullScreenHtmlModal':
      return required('htmlContent');
  }
  return null;
}

/**
 * The payload of the create and update calls (spec 7), with every empty
 * field left out (spec 4) and the type taken from the channels.
 */
export function toPayload(form: NotificationForm, id?: number): NotificationPayload {
  const text = (value: string) => (blank(value) ? undefined : value.trim());
  const number = (value: string) => (blank(value) ? undefined : Number(value));
  const payload: NotificationPayload = {
    notificationMasterId: id,
    title: text(form.title),
    description: text(form.description),
    startDateUtc: text(form.startDateUtc),
    endDateUtc: text(form.endDateUtc),
    targetAudience: text(form.targetAudience),
    route: text(form.route),
    routeParams: text(form.routeParams),
    externalUrl: text(form.externalUrl),
    action: form.action === '' ? undefined : form.action,
    hideAllowedAfter: number(form.hideAllowedAfter),
    notificationType: typeOf(form.inApp, form.push),
    textContent: text(form.textContent),
    // HTML is sent as written: its spacing may matter.
    htmlContent: blank(form.htmlContent) ? undefined : form.htmlContent,
    modalGraphicUrl: text(form.modalGraphicUrl),
    color: text(form.color),
    sequence: number(form.sequence),
    icon: text(form.icon),
    actionText: text(form.actionText),
    modalActionText: text(form.modalActionText),
    modalDismissText: text(form.modalDismissText),
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as NotificationPayload;
}

/** The form for an existing notification (spec 4: its type sets the checkboxes). */
export function formOf(notification: Notification): NotificationForm {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: notification.title,
    description: notification.description,
    startDateUtc: notification.startDateUtc,
    endDateUtc: text(notification.endDateUtc),
    ...channelsOf(notification.notificationType),
    targetAudience: notification.targetAudience,
    action: notification.action ?? '',
    route: text(notification.route),
    routeParams: text(notification.routeParams),
    externalUrl: text(notification.externalUrl),
    hideAllowedAfter: notification.hideAllowedAfter == null ? '' : String(notification.hideAllowedAfter),
    textContent: text(notification.textContent),
    htmlContent: text(notification.htmlContent),
    modalGraphicUrl: text(notification.modalGraphicUrl),
    color: text(notification.color),
    sequence: notification.sequence == null ? '' : String(notification.sequence),
    icon: text(notification.icon),
    actionText: text(notification.actionText),
    modalActionText: text(notification.modalActionText),
    modalDismissText: text(notification.modalDismissText),
  };
}

/** Today as a UTC calendar day, `YYYY-MM-DD`: notification dates are UTC (`startDateUtc`). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
