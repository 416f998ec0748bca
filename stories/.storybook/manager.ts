/**
 * Storybook's own frame (the sidebar and the toolbars): the language
 * toolbar names 中文 and العربية, which the machine's fonts may lack (empty
 * boxes). The console's bundled faces serve them, as they serve the screens:
 * Noto Sans SC and Noto Sans Arabic after Storybook's own font. Their files
 * declare unicode ranges, so only the subsets the frame shows are fetched.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-arabic/400.css';

import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Brokerage back-office console',
    fontBase:
      '"Nunito Sans", -apple-system, "Segoe UI", Helvetica, Arial, "Noto Sans SC", "Noto Sans Arabic", sans-serif',
  }),
});
