/** The little of swagger-ui-dist's browser bundle the offline Swagger UI uses (the package ships no types). */
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  export default function SwaggerUIBundle(options: {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    persistAuthorization?: boolean;
  }): SwaggerUI;

  /** The OAuth2 settings the Authorize dialog starts from. */
  interface SwaggerUI {
    initOAuth(options: { clientId: string; appName?: string; scopes?: string[] }): void;
  }
}
