// @vitest-environment node
import path from 'node:path';

import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = '/repo/ui/src';
const file = (relative: string) => path.join(src, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ src }];

tester.run('console boundaries', boundaries, {
  valid: [
    // A feature uses its own files, shared code and packages.
    { filename: file('features/orders/listings.ts'), code: "import { getOrders } from './api/get-orders';", options },
    { filename: file('features/orders/pages/P.tsx'), code: "import { x } from '../listings';", options },
    {
      filename: file('features/orders/pages/P.tsx'),
      code: "import { DataTable } from '@/components/DataTable';",
      options,
    },
    { filename: file('features/orders/listings.ts'), code: "import { api } from '@/lib/api-client';", options },
    {
      filename: file('features/orders/listings.ts'),
      code: "import { useQuery } from '@tanstack/react-query';",
      options,
    },
    // The app composes features.
    {
      filename: file('app/routes/index.tsx'),
      code: "const p = import('@/features/trades/pages/TradesListingPage');",
      options,
    },
    { filename: file('main.tsx'), code: "import { App } from './app/App';", options },
    // Shared code uses shared code.
    { filename: file('components/Listing/Listing.tsx'), code: "import { api } from '../../lib/api-client';", options },
    { filename: file('mocks/handlers/orders.ts'), code: "import { problem } from '../http';", options },
    // Outside ui/src (stories, e2e) nothing is judged.
    {
      filename: '/repo/stories/features/x.stories.tsx',
      code: "import { P } from '@/features/trades/pages/P';",
      options,
    },
  ],
  invalid: [
    {
      filename: file('features/orders/listings.ts'),
      code: "import { getTrades } from '@/features/trades/api/get-trades';",
      options,
      errors: [{ message: /features\/orders may not import features\/trades/ }],
    },
    {
      // The same through a relative path, and from a feature added later (no list to update).
      filename: file('features/user-details/pages/Tabs.tsx'),
      code: "import { tradesListing } from '../../trades/listing';",
      options,
      errors: [{ message: /features\/user-details may not import features\/trades/ }],
    },
    {
      filename: file('features/orders/index.ts'),
      code: "export { tradesListing } from '../trades/listing';",
      options,
      errors: 1,
    },
    {
      filename: file('features/orders/pages/P.tsx'),
      code: "const m = import('../../trades/pages/TradesListingPage');",
      options,
      errors: 1,
    },
    {
      filename: file('features/orders/pages/P.tsx'),
      code: "import { routes } from '@/app/routes';",
      options,
      errors: [{ message: /may not import the app/ }],
    },
    {
      filename: file('mocks/handlers/orders.ts'),
      code: "import { getOrders } from '@/features/orders/api/get-orders';",
      options,
      errors: [{ message: /mocks\/ is shared code/ }],
    },
    {
      filename: file('components/Listing/Listing.tsx'),
      code: "import { paths } from '../../app/routes/screens';",
      options,
      errors: [{ message: /components\/ is shared code: it may not import the app/ }],
    },
  ],
});
