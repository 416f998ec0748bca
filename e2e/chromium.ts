// The launch options live in chromium.mjs, which the benchmark scripts (plain Node) import too.
export { chromiumLaunchOptions } from './chromium.mjs';
