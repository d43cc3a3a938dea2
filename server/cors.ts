/**
 * CORS for the sandbox, written here instead of using @fastify/cors: the
 * plugin cost about 15% of the CPU time of a create (`npm run bench:api`),
 * mostly because it copies its options into a new object and builds a
 * resolver closure on every request and runs as a hook of its own. This
 * answers what @fastify/cors 11 answered with the options the sandbox gave it
 * (methods, allowed and exposed headers, max age, a 204 preflight), with the
 * headers worked out once: the sandbox's single request hook sets them.
 */

/** `true` reflects any origin; a list reflects the origins in it (`*` in it allows any); a string is sent as is. */
export type CorsOrigin = true | string | string[];

/** A CORS preflight: OPTIONS with both `Origin` and `Access-Control-Request-Method` (Fetch standard, §3.2.2). */
export const isPreflight = (method: string, headers: Record<string, string | string[] | undefined>): boolean =>
  method === 'OPTIONS' && Boolean(headers.origin) && Boolean(headers['access-control-request-method']);

export interface CorsPolicy {
  /** Headers every answer after the preflight check carries, for a request with this `Origin` header. */
  headers(origin: string | string[] | undefined): Readonly<Record<string, string>>;
  /** Headers added to `headers(origin)` on a preflight, which is answered 204 with an empty body. */
  readonly preflight: Readonly<Record<string, string>>;
}

export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
export const CORS_ALLOWED_HEADERS = 'Content-Type, SIGNOZ-API-KEY';
/** `Link` carries the next page of a list. */
export const CORS_EXPOSED_HEADERS = 'Link';
/** Seconds a browser may reuse a preflight answer. */
export const CORS_MAX_AGE = 600;

export function corsPolicy(origin: CorsOrigin): CorsPolicy {
  const exposed = { 'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS };
  const preflight = Object.freeze({
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': String(CORS_MAX_AGE),
    'Content-Length': '0',
  });
  const fixed = Array.isArray(origin) ? (origin.includes('*') ? '*' : undefined) : origin === true ? undefined : origin;
  if (fixed === '') throw new Error('CORS origin must not be empty');
  if (fixed !== undefined) {
    // One answer for every request, so caches need no `Vary`.
    const always = Object.freeze({ 'Access-Control-Allow-Origin': fixed, ...exposed });
    return { headers: () => always, preflight };
  }
  // The answer depends on the request's Origin: say so to caches (Fetch standard, §3.2.5).
  const refused = Object.freeze({ Vary: 'Origin', ...exposed });
  const allowed = origin === true ? undefined : new Set(origin as string[]);
  return {
    headers(requestOrigin) {
      if (typeof requestOrigin !== 'string' || requestOrigin === '') return refused;
      if (allowed && !allowed.has(requestOrigin)) return refused;
      return { Vary: 'Origin', 'Access-Control-Allow-Origin': requestOrigin, ...exposed };
    },
    preflight,
  };
}
