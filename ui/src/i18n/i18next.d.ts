import 'i18next';

import type { englishResources } from './resources';

// Translation keys are checked at compile time against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
