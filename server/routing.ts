import { apiError, MESSAGES, type ApiResponseBody } from './responses';

/** What the sandbox knows about a request's path, independently of the router. */
export interface PathMatch {
  /** The path template of the document, e.g. `/api/v1/rules/{id}`. */
  template: string;
  /** The methods it answers, for the `Allow` header: the documented ones, then OPTIONS. */
  allow: string[];
  /** The raw (still percent-encoded) path parameter, for item paths. */
  param?: string;
}

export interface PathTable {
  match(url: string): PathMatch | undefined;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Matches request targets against the document's path templates the way the
 * router does (one optional trailing slash, query ignored), so requests the
 * router cannot take (an unlisted method, a broken percent-encoding, a request
 * line Node refused) still get the status their path calls for: 405 with
 * `Allow` on a documented path, 404 elsewhere, `Invalid ID supplied` in an id.
 */
export function pathTable(operations: { method: string; path: string }[]): PathTable {
  const entries = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const op of operations) {
    let entry = entries.get(op.path);
    if (!entry) {
      const source = op.path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '([^/]+)' : escapeRegExp(part)))
        .join('');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      entries.set(op.path, entry);
    }
    entry.methods.add(op.method.toUpperCase());
  }
  return {
    match(url) {
      const q = url.indexOf('?');
      // The absolute form (`GET http://host/api/v1/rules`) names the same path.
      const path = (q === -1 ? url : url.slice(0, q)).replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/]*/, '');
      for (const [template, { pattern, methods }] of entries) {
        const m = pattern.exec(path);
        if (m) {
          const allow = [...METHOD_ORDER.filter((x) => methods.has(x)), 'OPTIONS'];
          return m[1] === undefined ? { template, allow } : { template, allow, param: m[1] };
        }
      }
      return undefined;
    },
  };
}

/** Method and target of the first line of a raw request, if it has the shape `METHOD target HTTP/x.y`. */
export function requestLine(raw: Buffer | undefined): { method: string; target: string } | undefined {
  if (!raw || raw.length === 0) return undefined;
  const head = raw.subarray(0, Math.min(raw.length, 16 * 1024)).toString('latin1');
  const end = head.search(/\r?\n/);
  const parts = (end === -1 ? head : head.slice(0, end)).split(' ');
  if (parts.length < 2 || !/^[A-Z]+$/.test(parts[0])) return undefined;
  return { method: parts[0], target: parts[1] };
}

export interface Answer {
  body: ApiResponseBody;
  headers?: Record<string, string>;
}

/**
 * The answer for a request that matched no route, by what its path is:
 * 404 for an unknown path, 405 with `Allow` for a method the path does not take.
 */
export function unroutedAnswer(table: PathTable, method: string, url: string): Answer {
  const match = table.match(url);
  if (!match) return { body: apiError(404, MESSAGES.notFound) };
  if (!match.allow.includes(method))
    return { body: apiError(405, MESSAGES.methodNotAllowed), headers: { Allow: match.allow.join(', ') } };
  return { body: apiError(400, match.param === undefined ? MESSAGES.malformed : MESSAGES.invalidId) };
}

/**
 * The answer for a request Node's HTTP parser refused (the `clientError`
 * event): 408 when it took too long, 431 when its request line and headers
 * exceed the size limit, otherwise 400: `Invalid ID supplied` when Node
 * refused the URL for bytes that sit in the id of a documented path, else
 * `Malformed request`.
 */
export function clientErrorAnswer(table: PathTable, code: string | undefined, raw: Buffer | undefined): Answer {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { body: apiError(408, MESSAGES.timeout) };
  if (code === 'HPE_HEADER_OVERFLOW') return { body: apiError(431, MESSAGES.headersTooLarge) };
  if (code === 'HPE_INVALID_URL') {
    const line = requestLine(raw);
    const match = line && table.match(line.target);
    // The static parts matched, so the refused bytes (raw non-ASCII, control characters) are in the id.
    if (line && match?.param !== undefined && match.allow.includes(line.method) && /[^\x21-\x7e]/.test(match.param))
      return { body: apiError(400, MESSAGES.invalidId) };
  }
  return { body: apiError(400, MESSAGES.malformed) };
}
