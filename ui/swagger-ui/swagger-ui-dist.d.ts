/** The little of swagger-ui-dist's browser bundle the offline Swagger UI uses (the package ships no types). */
declare module 'swagger-ui-dist' {
  export function SwaggerUIBundle(options: {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    persistAuthorization?: boolean;
  }): unknown;
}
