/**
 * Debian's old headless shell (the same Chromium, without the full browser's UI process and GPU
 * process), as Playwright itself runs headless tests: journeys run a third faster than on the full
 * browser on 2 cores. The flags are those this closed network needs (../shared/notes/toolchain.md).
 * The journeys and the failed-journey self-test (`selftest/`) launch it alike.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
