import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '../fixtures';
import { ManageRolesPage } from '../pages/ManageRolesPage';
import { NotificationsPage } from '../pages/NotificationsPage';

interface ScenarioInfo {
  name: string;
  route: string;
  text: string;
  steps: string[];
}

/** The catalogue as the server lists it (`GET /__mock/scenarios`, generated into fixtures/). */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/scenarios.json'), 'utf8'),
) as ScenarioInfo[];
/** The picker's English titles of the scenarios. */
const titles = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../ui/src/i18n/en/offline.json'), 'utf8')) as {
    scenario: { names: Record<string, string> };
  }
).scenario.names;

const entry = (name: string) => {
  const found = catalogue.find((scenario) => scenario.name === name);
  if (!found) throw new Error(`The catalogue has no scenario ${name}: run \`make gen\`.`);
  return found;
};
/** The text as the console shows it: `{id}` is a record's id; the server's error may follow. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{id\\}', '\\d+'));

const onOpening = catalogue.filter((scenario) => scenario.steps.length === 0);
const withSteps = catalogue.filter((scenario) => scenario.steps.length > 0);

test.describe('the scenario catalogue, live (spec 8)', () => {
  test('every scenario that shows on opening its route, picked beside the Env label', async ({
    page,
    signInPage,
    shell,
  }) => {
    // Twenty scenarios, one after the other in one signed-in console.
    test.setTimeout(240_000);
    await signInPage.goto();
    // The local environment (#): the picker shows beside the Env label.
    await signInPage.signIn('#admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    await expect(page.getByText('Env: LOCAL')).toBeVisible();
    for (const scenario of onOpening) {
      await test.step(scenario.name, async () => {
        await shell.chooseScenario(titles[scenario.name] ?? scenario.name);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(scenario.route));
        await expect(page.getByText(shown(scenario.text)).first()).toBeVisible({ timeout: 15_000 });
      });
    }
    await shell.chooseScenario(titles.default ?? 'default');
    await expect(page.getByText('No Records to Display')).toHaveCount(0);
  });

  test('every scenario shown by an action, each failing its one call', async ({ page, signInPage, shell, mock }) => {
    test.setTimeout(240_000);
    const notifications = new NotificationsPage(page);
    const roles = new ManageRolesPage(page);
    const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 1, 1));
    /** Each scenario's steps, as the catalogue words them. */
    const steps: Record<string, () => Promise<void>> = {
      notificationDropdownFailed: async () => {
        await notifications.goto();
        await notifications.openCreate();
      },
      notificationCreateFailed: async () => {
        await notifications.goto();
        const dialog = await notifications.openCreate();
        await notifications.fillCommon(dialog, { title: 'Holiday hours', push: true, start: nextYear });
        await notifications.choose(dialog, 'Action type', 'Full-screen HTML');
        await dialog.getByRole('textbox', { name: /^HTML content/ }).fill('<p>Closed on Friday</p>');
        await dialog.getByRole('button', { name: 'Create' }).click();
      },
      notificationUpdateFailed: async () => {
        await notifications.goto();
        await notifications.table
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page.getByRole('dialog', { name: 'Edit Notification' }).getByRole('button', { name: 'Update' }).click();
      },
      notificationDeleteFailed: async () => {
        await notifications.goto();
        await notifications.table
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      },
      notificationFetchFailed: async () => {
        await notifications.goto();
        await notifications.table
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
      },
      assetFetchFailed: async () => {
        await page.goto(entry('assetFetchFailed').route);
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
      },
      assetUpdateFailed: async () => {
        await page.goto(entry('assetUpdateFailed').route);
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page
          .getByRole('dialog', { name: /^Edit / })
          .getByRole('button', { name: 'Save' })
          .click();
      },
      userAssetReportFailed: async () => {
        await page.goto(entry('userAssetReportFailed').route);
        await page.getByRole('button', { name: 'Generate' }).click();
      },
      roleUsersUpdateFailed: async () => {
        await roles.goto();
        const dialog = await roles.openManageUsers('Operations analyst');
        await expect(dialog.getByRole('listbox', { name: 'Assgined users list' }).getByRole('option')).not.toHaveCount(
          0,
        );
        await dialog.getByRole('button', { name: 'Move all left' }).click();
        await dialog.getByRole('button', { name: 'Update' }).click();
      },
    };
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    // Production: no picker beside the Env label.
    await expect(page.getByText('Env: PROD')).toBeVisible();
    await expect(shell.scenarioPicker).toHaveCount(0);
    for (const scenario of withSteps.filter((candidate) => candidate.name !== 'signInRefused')) {
      await test.step(scenario.name, async () => {
        const act = steps[scenario.name];
        if (!act) throw new Error(`No steps for ${scenario.name} here: ${scenario.steps.join(', ')}`);
        await mock.scenario(scenario.name);
        await act();
        await expect(page.getByText(shown(scenario.text)).first()).toBeVisible();
      });
    }
  });

  test('signInRefused: every sign-in is refused with spec 4’s words', async ({ page, signInPage, mock }) => {
    const scenario = entry('signInRefused');
    await mock.scenario(scenario.name);
    await page.goto(scenario.route);
    await signInPage.signIn('admin');
    await expect(signInPage.alert.filter({ hasText: shown(scenario.text) })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    // Back to the seed world: the same account signs in.
    await mock.scenario('default');
    await signInPage.signIn('admin');
    await expect(page).toHaveURL(/\/app\//);
  });
});
