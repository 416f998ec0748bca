/**
 * Environments, chosen at sign-in by a prefix on the username (spec 4).
 * By default every environment talks to the origin that served the console
 * (the mock server); a deployment can point one elsewhere.
 */
export type EnvironmentName = 'production' | 'local' | 'qa' | 'dev' | 'devalpha';

export interface Environment {
  name: EnvironmentName;
  /** The short label the footer shows after "Env". */
  code: string;
  /** The username prefix that selects it; production has none. */
  prefix: string | null;
}

export const environments: Record<EnvironmentName, Environment> = {
  production: { name: 'production', code: 'PROD', prefix: null },
  local: { name: 'local', code: 'LOCAL', prefix: '#' },
  qa: { name: 'qa', code: 'QA', prefix: '*' },
  dev: { name: 'dev', code: 'DEV', prefix: '&' },
  devalpha: { name: 'devalpha', code: 'DEVALPHA', prefix: '%' },
};

const byPrefix = new Map(
  Object.values(environments)
    .filter((env) => env.prefix !== null)
    .map((env) => [env.prefix as string, env]),
);

/**
 * Splits what was typed in the username field into the environment and the
 * username to send, with the prefix stripped (spec 4). Surrounding spaces are
 * trimmed first, as the sign-in rules compare trimmed values (spec 5).
 */
export function parseUsername(typed: string): { environment: Environment; username: string } {
  const trimmed = typed.trim();
  const prefixed = byPrefix.get(trimmed.charAt(0));
  if (prefixed) {
    return { environment: prefixed, username: trimmed.slice(1).trim() };
  }
  return { environment: environments.production, username: trimmed };
}

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && value in environments;
}

/** The base address of an environment's API; the console's own origin by default. */
export function apiBaseUrl(_environment: EnvironmentName): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
}
