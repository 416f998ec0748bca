/**
 * Swagger UI of the offline console (`make offline`): the same document the
 * mock server serves, with "Try it out" answered by the same MSW handlers
 * as the console, in this browser. Built only in offline mode; the mock
 * server serves its own Swagger UI at this path.
 */
import 'swagger-ui-dist/swagger-ui.css';

import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js';

import { startWorker } from '../src/mocks/browser';

await startWorker();
const ui = SwaggerUIBundle({
  url: '/api-docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
});
// As the mock server's Swagger UI: Authorize signs in with the console's client and scopes.
ui.initOAuth({
  clientId: 'brokerage.mobile',
  appName: 'Brokerage back-office console',
  scopes: ['openid', 'email', 'phone', 'profile', 'offline_access', 'roles', 'brokerage.api'],
});
