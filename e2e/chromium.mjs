// Plain JavaScript, so that both the Playwright configs (TypeScript) and the
// benchmark scripts (`bench/*.mjs`, run by Node, which cannot import
// TypeScript) launch Chromium from one place. Types: chromium.d.mts.
import process from 'node:process';

/** The flags Debian's Chromium needs on this closed network (../shared/notes/toolchain.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's old headless shell (the same Chromium, without the full browser's UI process and GPU
 * process), as Playwright itself runs headless tests: journeys run a third faster than on the full
 * browser on 2 cores. The journeys, the story tests, the visual catalogue and the failed-journey
 * self-test launch it.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumArgs,
};

/**
 * Debian's full Chromium, the browser a user runs: the benchmarks (`bench/`) measure what a user
 * waits for in it (paint, long tasks, bytes).
 */
export const fullChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};
