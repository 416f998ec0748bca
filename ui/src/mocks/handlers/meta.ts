import { APP_VERSION } from '@/config/constants';

import { http, HttpResponse } from '../http';

/** GET /meta.json: the deployed version; `outdated` deploys a newer one than the page runs. */
export const metaHandlers = {
  default: [http.get('/meta.json', () => HttpResponse.json({ version: APP_VERSION }))],
  outdated: [http.get('/meta.json', () => HttpResponse.json({ version: '0.1.91' }))],
};
