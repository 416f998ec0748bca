import { expect, test } from '../fixtures';

/**
 * Fails on purpose, after changing its session's world: the fixture must attach that
 * world (with the notification created here) and the line on loading it again.
 */
test('a journey that fails after a write', async ({ request, mock }) => {
  const session = { 'X-Mock-Session': mock.sessionId };
  const token = await request.post('/connect/token', {
    headers: session,
    form: {
      grant_type: 'password',
      username: 'admin',
      password: 'password',
      client_id: 'brokerage.mobile',
      scope: 'openid email phone profile offline_access roles brokerage.api',
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const nextYear = new Date().getUTCFullYear() + 1;
  const created = await request.post('/api/v2/Notification', {
    headers: { ...session, Authorization: `Bearer ${accessToken}` },
    data: {
      title: 'Self-test notification',
      description: 'Written before the journey fails on purpose.',
      startDateUtc: `${nextYear}-02-01T00:00:00Z`,
      endDateUtc: `${nextYear}-02-03T00:00:00Z`,
      action: 'routeExternally',
      externalUrl: 'https://www.brokerage.example/self-test',
      notificationType: 'Both',
      color: 'Teal',
      icon: 'info',
    },
  });
  expect(created.status()).toBe(201);
  expect('the state QA did not expect', 'fails on purpose').toBe('the state QA expected');
});
