/**
 * The console's fonts, bundled rather than left to whatever the machine has,
 * so every browser (and every screenshot of the visual catalogue) draws the
 * same glyphs: Roboto for Latin scripts, Noto Sans Arabic for Arabic, Noto Sans
 * SC for Chinese (bold is drawn from the medium weight, to halve its files). Each
 * file declares its unicode ranges, so a browser fetches only the subsets a
 * page uses. The theme's font stack names them first (`app/theme.ts`).
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
