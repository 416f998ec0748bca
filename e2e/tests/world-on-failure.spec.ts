import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, LOAD_WORLD, test } from '../fixtures';

interface Attachment {
  name: string;
  contentType: string;
  body?: string;
  path?: string;
}
interface Report {
  suites: { specs: { title: string; tests: { results: { status: string; attachments: Attachment[] }[] }[] }[] }[];
}

/** The body of an attachment of the JSON report: inline (base64) or a file. */
async function bodyOf(attachment: Attachment) {
  if (attachment.body !== undefined) return Buffer.from(attachment.body, 'base64').toString('utf8');
  if (attachment.path) return readFile(attachment.path, 'utf8');
  throw new Error(`attachment ${attachment.name} has no body`);
}

/**
 * The failed-journey fixture, proven: a journey that fails on purpose (`../selftest/`) runs
 * as Playwright would run any journey, and its report carries the world it failed in and the
 * line on loading it again; loaded into a fresh session, that world holds what the journey wrote.
 */
test('a failing journey attaches its world, which loads again', async ({ baseURL, request }) => {
  test.slow();
  const scratch = await mkdtemp(join(tmpdir(), 'world-selftest-'));
  try {
    const report = join(scratch, 'report.json');
    const exit = await new Promise<number>((resolve) => {
      execFile(
        process.execPath,
        [
          join(import.meta.dirname, '../../node_modules/@playwright/test/cli.js'),
          'test',
          '-c',
          'selftest/playwright.config.ts',
        ],
        {
          cwd: join(import.meta.dirname, '..'),
          env: { ...process.env, SELFTEST_BASE_URL: baseURL, SELFTEST_REPORT: report, SELFTEST_OUTPUT: scratch },
        },
        (error) => resolve(error ? Number(error.code ?? 1) : 0),
      );
    });
    expect(exit, 'the journey fails on purpose').toBe(1);

    const results = (JSON.parse(await readFile(report, 'utf8')) as Report).suites
      .flatMap((suite) => suite.specs)
      .flatMap((spec) => spec.tests)
      .flatMap((run) => run.results);
    expect(results.map((result) => result.status)).toEqual(['failed']);
    const attachments = results[0]?.attachments ?? [];
    const world = attachments.find((attachment) => attachment.name === 'world.json');
    const how = attachments.find((attachment) => attachment.name === 'how to load the world');
    if (!world || !how) throw new Error(`no world attached: ${attachments.map((a) => a.name).join(', ')}`);
    expect(world.contentType).toBe('application/json');
    expect(await bodyOf(how)).toBe(LOAD_WORLD);
    const document = JSON.parse(await bodyOf(world)) as { version: number; collections: Record<string, unknown> };
    expect(document.version).toBe(1);
    expect(Object.keys(document.collections)).toEqual(['notifications']);
    expect(JSON.stringify(document.collections.notifications)).toContain('Self-test notification');

    // Loaded again, in a session of its own: the notification the journey wrote is there.
    const session = { 'X-Mock-Session': `replay-${test.info().testId}` };
    const put = await request.put('/__mock/world', { headers: session, data: document });
    expect(put.status(), await put.text()).toBe(204);
    const token = await request.post('/connect/token', {
      headers: session,
      form: {
        grant_type: 'password',
        username: 'admin',
        password: 'password',
        client_id: 'brokerage.mobile',
        scope: 'openid',
      },
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const list = await request.get('/api/v2/Notification', {
      headers: { ...session, Authorization: `Bearer ${accessToken}` },
    });
    expect(JSON.stringify(await list.json())).toContain('Self-test notification');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
