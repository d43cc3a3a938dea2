import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

export interface SandboxConfig {
  host: string;
  port: number;
  dbPath: string;
  apiKeys: string[];
  /** True when no key was configured and one was generated for this run. */
  generatedKey: boolean;
  bodyLimit: number;
  corsOrigin: true | string[];
  /** Milliseconds to receive a whole request before answering 408. */
  requestTimeout: number;
  /** Check every response against the OpenAPI document (development). */
  validateResponses: boolean;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8787,
  dbPath: 'data/api.sqlite',
  bodyLimit: 256 * 1024,
  requestTimeout: 10_000,
} as const;

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return Number(raw);
}

/**
 * Command-line flags win over environment variables, which win over defaults.
 *   --host / SIGNOZ_API_HOST, --port / PORT, --db / SIGNOZ_API_DB,
 *   SIGNOZ_API_KEYS (comma-separated), --body-limit / SIGNOZ_API_BODY_LIMIT,
 *   --cors-origin / SIGNOZ_API_CORS_ORIGINS (comma-separated, default: any origin),
 *   --request-timeout / SIGNOZ_API_REQUEST_TIMEOUT (milliseconds),
 *   --validate-responses / SIGNOZ_API_VALIDATE_RESPONSES=1 (development: check every answer against the document).
 */
export function resolveConfig(argv: string[], env: NodeJS.ProcessEnv): SandboxConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      'body-limit': { type: 'string' },
      'cors-origin': { type: 'string' },
      'request-timeout': { type: 'string' },
      'validate-responses': { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const keys = (env.SIGNOZ_API_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const generatedKey = keys.length === 0;
  if (generatedKey) keys.push(`sandbox-${randomBytes(18).toString('base64url')}`);
  const origins = (values['cors-origin'] ?? env.SIGNOZ_API_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    host: values.host ?? env.SIGNOZ_API_HOST ?? DEFAULTS.host,
    port: positiveInt('port', values.port ?? env.PORT, DEFAULTS.port, 0),
    dbPath: values.db ?? env.SIGNOZ_API_DB ?? DEFAULTS.dbPath,
    apiKeys: keys,
    generatedKey,
    bodyLimit: positiveInt('body limit', values['body-limit'] ?? env.SIGNOZ_API_BODY_LIMIT, DEFAULTS.bodyLimit),
    corsOrigin: origins.length > 0 ? origins : true,
    requestTimeout: positiveInt(
      'request timeout',
      values['request-timeout'] ?? env.SIGNOZ_API_REQUEST_TIMEOUT,
      DEFAULTS.requestTimeout,
    ),
    validateResponses: values['validate-responses'] ?? env.SIGNOZ_API_VALIDATE_RESPONSES === '1',
  };
}
