import { expect, test } from '../fixtures';
import { AdminApi } from '../pages/AdminApi';
import { NotificationsPage } from '../pages/NotificationsPage';

type Notification = Record<string, unknown> & { notificationMasterId: number; title: string };
type NotificationList = { data: Notification[]; totalCount: number };

const day = (days: number) => new Date(Date.now() + days * 86_400_000);

test.describe('Notification (spec 2, 3, 4, 5, 8)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('newest first, 10 a page, paging that works', async ({ page, expectAccessible }) => {
    // A long journey through dialogs and the API.
    test.slow();
    const notifications = new NotificationsPage(page);
    await notifications.open();
    await expect(notifications.displayed).toHaveText('1–10 of 24');
    await expect(notifications.table.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(notifications.displayed).toHaveText('11–20 of 24');
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(notifications.table.getByText('Not Available').first()).toBeVisible();
    await expectAccessible();
  });

  test('create, edit and delete through every action type', async ({ page, expectAccessible }) => {
    // A long journey through dialogs and the API.
    test.slow();
    const notifications = new NotificationsPage(page);
    const api = new AdminApi(page);
    await notifications.open();

    // Create: a screen of the app, in the app and by push.
    let dialog = await notifications.openCreate();
    await notifications.fillCommon(dialog, {
      title: 'E2E every type',
      inApp: true,
      push: true,
      start: day(1),
      end: day(8),
    });
    await notifications.choose(dialog, 'Action type', 'Open a screen of the app');
    await notifications.choose(dialog, 'Route', 'Portfolio');
    await dialog.getByRole('textbox', { name: /^Route params/ }).fill('{"tab":"holdings"}');
    await dialog.getByRole('textbox', { name: /^Button text/ }).fill('See it');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await notifications.expectToast('Notification Created Sucessfully');
    await expect(notifications.row('E2E every type')).toContainText('In app and push');

    const stored = async () => {
      const list = await api.get<NotificationList>('/api/v2/Notification');
      const found = list.data.find((n) => n.title === 'E2E every type');
      expect(found).toBeDefined();
      return found as Notification;
    };
    let saved = await stored();
    expect(saved).toMatchObject({
      action: 'routeInternally',
      route: 'Portfolio',
      routeParams: '{"tab":"holdings"}',
      notificationType: 'Both',
    });

    const edit = async () => {
      await notifications.row('E2E every type').getByRole('button', { name: 'Edit E2E every type' }).click();
      const opened = page.getByRole('dialog', { name: 'Edit Notification' });
      await expect(opened.getByRole('checkbox', { name: 'In App' })).toBeChecked();
      return opened;
    };

    // An external page: the route and its params are cleared (spec 4).
    dialog = await edit();
    await notifications.choose(dialog, 'Action type', 'Open a web page');
    await expect(dialog.getByRole('combobox', { name: /^Route/ })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /^External URL/ }).fill('https://www.brokerage.example/holidays');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await notifications.expectToast('Notification Updated Sucessfully');
    saved = await stored();
    expect(saved).toMatchObject({
      action: 'routeExternally',
      externalUrl: 'https://www.brokerage.example/holidays',
      route: null,
      routeParams: null,
    });

    // A half-screen text modal: the external URL goes; turning push off clears the button texts.
    dialog = await edit();
    await notifications.choose(dialog, 'Action type', 'Half-screen text');
    await dialog.getByRole('textbox', { name: /^Text content/ }).fill('Markets close at 1 pm on Friday.');
    await dialog.getByRole('textbox', { name: /^Modal graphic URL/ }).fill('https://cdn.brokerage.example/holiday.png');
    await dialog.getByRole('checkbox', { name: 'Push' }).uncheck();
    await expect(dialog.getByRole('textbox', { name: /^Button text/ })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Opened' }).click();
    await expect(dialog.getByRole('dialog', { name: 'Half-screen text modal' })).toContainText(
      'Markets close at 1 pm on Friday.',
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    await notifications.expectToast('Notification Updated Sucessfully');
    saved = await stored();
    expect(saved).toMatchObject({
      action: 'halfScreenTextModal',
      notificationType: 'InApp',
      externalUrl: null,
      actionText: null,
    });

    // A full-screen HTML modal keeps nothing but its HTML; the preview shows it sanitised.
    dialog = await edit();
    await notifications.choose(dialog, 'Action type', 'Full-screen HTML');
    await dialog
      .getByRole('textbox', { name: /^HTML content/ })
      .fill('<h2>Holiday hours</h2><p onclick="alert(1)">Closed Thursday.</p>');
    await dialog.getByRole('button', { name: 'Opened' }).click();
    const modal = dialog.getByRole('dialog', { name: 'Full-screen HTML modal' });
    await expect(modal.getByRole('heading', { name: 'Holiday hours' })).toBeVisible();
    await expect(modal.locator('[onclick]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await notifications.expectToast('Notification Updated Sucessfully');
    saved = await stored();
    expect(saved).toMatchObject({ action: 'fullScreenHtmlModal', textContent: null, modalGraphicUrl: null });

    // The write stayed in this session.
    const shared = await api.getInDefaultWorld<NotificationList>('/api/v2/Notification?pageSize=All');
    expect(shared.data.map((n) => n.title)).not.toContain('E2E every type');

    await notifications.row('E2E every type').getByRole('button', { name: 'Delete E2E every type' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this notification?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await notifications.expectToast('Notification Deleted Sucessfully');
    await expect(notifications.row('E2E every type')).toHaveCount(0);
    await expect(notifications.displayed).toHaveText('1–10 of 24');
  });

  test('the rules of spec 5 in order, and the payload without empty fields', async ({ page }) => {
    // Keeps the body of every notification the console posts.
    await page.addInitScript(() => {
      const record = window as unknown as { sentBodies: string[] };
      record.sentBodies = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST' && request.url.endsWith('/api/v2/Notification')) {
          record.sentBodies.push(await request.clone().text());
        }
        return original(request);
      };
    });
    // A long journey through dialogs and the API.
    test.slow();
    const notifications = new NotificationsPage(page);
    // A page load, so that the script above is in the page.
    await notifications.goto();
    const dialog = await notifications.openCreate();
    const create = dialog.getByRole('button', { name: 'Create' });
    // Only the first failing field says so, and it takes the focus.
    await create.click();
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('This field is required');
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Order of the rules');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('ten chars!');
    await create.click();
    await expect(dialog.getByText('Please fill this field between 10 to 240 chars atleast')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Eleven chars');
    await create.click();
    await expect(dialog.getByText('Tick In App, Push or both.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Push' }).check();
    await create.click();
    // The failing date takes the focus (its month) and shows the one message.
    await expect(
      dialog.getByRole('group', { name: /^Start date/ }).getByRole('spinbutton', { name: 'Month' }),
    ).toBeFocused();
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await notifications.typeDate(dialog, 'Start date', day(2));
    // Push only: no end date needed; colour is next.
    await create.click();
    await expect(dialog.getByRole('combobox', { name: /^Color/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    // In App makes the end date required again.
    await dialog.getByRole('checkbox', { name: 'In App' }).check();
    await create.click();
    // The failing date takes the focus (its month) and shows the one message.
    await expect(
      dialog.getByRole('group', { name: /^End date/ }).getByRole('spinbutton', { name: 'Month' }),
    ).toBeFocused();
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await notifications.typeDate(dialog, 'End date', day(3));
    await notifications.choose(dialog, 'Color', 'Red');
    await create.click();
    await expect(dialog.getByRole('combobox', { name: /^Icon/ })).toHaveAccessibleDescription('This field is required');
    await notifications.choose(dialog, 'Icon', 'Bell');
    await create.click();
    await expect(dialog.getByRole('combobox', { name: /^Action type/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await notifications.choose(dialog, 'Action type', 'Open a web page');
    await create.click();
    await expect(dialog.getByRole('textbox', { name: /^External URL/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await dialog.getByRole('textbox', { name: /^External URL/ }).fill('https://example.com');

    await create.click();
    await notifications.expectToast('Notification Created Sucessfully');
    // What the console sent, as the page's own fetch saw it (DevTools cannot show a cloned request's body).
    const bodies = await page.evaluate(() => (window as unknown as { sentBodies: string[] }).sentBodies);
    expect(bodies).toHaveLength(1);
    const payload = JSON.parse(bodies[0] as string) as Record<string, unknown>;
    expect(Object.values(payload).every((value) => value !== '' && value !== null)).toBe(true);
    expect(payload).not.toHaveProperty('route');
    expect(payload).not.toHaveProperty('hideAllowedAfter');
    expect(payload).toMatchObject({
      notificationType: 'Both',
      action: 'routeExternally',
      externalUrl: 'https://example.com',
    });
    await notifications.expectToast('Notification Created Sucessfully');
  });
});
