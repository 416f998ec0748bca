import { expect, type Page } from '@playwright/test';

/** The password grant the console sends (spec 7). */
const LOGIN = {
  grant_type: 'password',
  client_id: 'brokerage.mobile',
  scope: 'openid email phone profile offline_access roles brokerage.api',
  password: 'password',
};

/**
 * The API as the signed-in page calls it (its bearer token, its
 * `X-Mock-Session`), so a journey can check what a screen wrote; and the
 * shared default world, to check the write stayed in the page's session.
 */
export class AdminApi {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  private async read<T>(path: string, headers: Record<string, string>): Promise<T> {
    const response = await this.page.request.get(path, { headers });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    const type = response.headers()['content-type'] ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  }

  /** GET a path with the page's own token (its context adds its session header). */
  async get<T>(path: string): Promise<T> {
    const token = await this.page.evaluate(() => localStorage.getItem('access_token'));
    expect(token, 'signed in').toBeTruthy();
    return this.read<T>(path, { Authorization: `Bearer ${token}` });
  }

  /** GET a path as `user` in the shared default world, which no journey writes to. */
  async getInDefaultWorld<T>(path: string, user = 'admin'): Promise<T> {
    const headers = { 'X-Mock-Session': 'default' };
    const answer = await this.page.request.post('/connect/token', { headers, form: { ...LOGIN, username: user } });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    return this.read<T>(path, { ...headers, Authorization: `Bearer ${token}` });
  }
}
