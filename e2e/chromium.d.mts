/** Options for Playwright's `chromium.launch` (chromium.mjs). */
export interface ChromiumLaunchOptions {
  executablePath: string;
  args: string[];
}

export const chromiumArgs: string[];
export const chromiumLaunchOptions: ChromiumLaunchOptions;
export const fullChromiumLaunchOptions: ChromiumLaunchOptions;
