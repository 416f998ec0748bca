/**
 * The console's Latin face, bundled rather than left to whatever the machine
 * has, so every browser (and every screenshot of the visual catalogue) draws
 * the same glyphs. Roboto as one variable font: a single file per subset
 * draws every weight the theme asks for (400, 500, 600, 700), smaller than
 * three fixed weights and exact at 600. Each subset declares its unicode
 * range, so a browser fetches only the subsets a page uses. The Arabic and
 * Chinese faces load with their language (`lib/script-fonts.ts`). The
 * theme's font stack names them all (`app/theme.ts`).
 */
import '@fontsource-variable/roboto/wght.css';
