import '@testing-library/jest-dom/vitest';

import { initI18n } from '@/i18n';
import { englishResources } from '@/i18n/resources';

// Every English text at once (the console fetches most of them when the shell opens):
// a component under test renders its texts on the first render.
initI18n('en', englishResources);
