// The names of the tests that failed, from the reports `make test` keeps:
// printed just above its last line, so that a CI log that shows only its end
// still says which tests failed, not only how many.
// Usage: node scripts/failed-tests.mjs LOGS-DIR [LIMIT]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [logs = '.cache/test-logs', limitText = '20'] = process.argv.slice(2);
const limit = Number(limitText);
const failed = [];

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Vitest's JSON report: every assertion that failed, by file and name. */
for (const kind of ['unit', 'build']) {
  for (const file of readJson(join(logs, `${kind}.json`))?.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failures) failed.push(`${kind}: ${file.name.split('/').slice(-2).join('/')} › ${a.fullName}`);
    if (file.status === 'failed' && failures.length === 0)
      failed.push(`${kind}: ${file.name} (${file.message ?? 'failed'})`);
  }
}

/** Playwright's JSON report: every test whose outcome was unexpected. */
const walk = (kind, suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected')
        failed.push(`${kind}: ${test.projectName ? `[${test.projectName}] ` : ''}${[...path, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) walk(kind, child, [...path, child.title]);
};
for (const [kind, file] of [
  ['e2e', 'e2e/test-results/results.json'],
  ['e2e-offline', 'e2e/offline-results/results.json'],
  ['visual', 'e2e/visual-results/results.json'],
  ['stories', 'e2e/story-results/results.json'],
]) {
  for (const suite of readJson(file)?.suites ?? []) walk(kind, suite, [suite.title]);
}

/** Cargo: the names under "failures:" of each failed test binary. */
const cargo = join(logs, 'rust-tests.log');
if (existsSync(cargo)) {
  for (const match of readFileSync(cargo, 'utf8').matchAll(/^---- (\S+) stdout ----$/gm))
    failed.push(`rust: ${match[1]}`);
}

if (failed.length > 0) {
  console.info(`Failed tests (${failed.length}${failed.length > limit ? `, the first ${limit}` : ''}):`);
  for (const name of failed.slice(0, limit)) console.info(`  ${name.length > 170 ? `${name.slice(0, 167)}...` : name}`);
}
