import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULTS } from './config';
import { corsPolicy, isPreflight, type CorsOrigin } from './cors';
import { keyChecker } from './keys';
import { decodeUtf8, isJsonContentType, MAX_JSON_DEPTH, nestedDeeperThan } from './body';
import { createValidator, loadOpenApi, toFieldErrors, type OpenApiDocument } from './openapi';
import { readIntegerQuery, type IntegerQueryParam } from './query';
import { apiError, JSON_TYPE, MESSAGES, rawHttpResponse, Refusal, type ApiResponseBody } from './responses';
import { clientErrorAnswer, pathTable, unroutedAnswer, type Answer } from './routing';
import { openStore, type Json, type Store } from './store';

export { MESSAGES, type ApiResponseBody } from './responses';
export const API_KEY_HEADER = 'signoz-api-key';

export interface AppOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  /** Accepted values of the SIGNOZ-API-KEY header; at least one. */
  apiKeys: string[];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Origins a browser may call from: true reflects any origin, or a list of origins (see server/cors.ts). */
  corsOrigin?: CorsOrigin;
  logger?: boolean;
  /** An already opened OpenAPI document (defaults to openapi/signoz-api.yaml). */
  openapi?: OpenApiDocument;
  /** Milliseconds to receive a whole request (default 10 s); slower ones get 408. */
  requestTimeout?: number;
  /**
   * Check every response against the document before sending it, and answer
   * 500 if one does not match. For tests and development: it costs more than
   * the rest of the request (see `npm run bench:api`), so it is off by default.
   */
  validateResponses?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  operationId: string;
  method: Method;
  path: string;
  requestSchema?: unknown;
  /** Query parameters (`limit`, `offset`), all integers in this document. */
  query: IntegerQueryParam[];
  responses: Record<string, unknown>;
}

/** A handler's answer: the status and the body as JSON text, ready to send. */
interface Outcome {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

const refuse = (body: ApiResponseBody): Outcome => ({ status: body.code, text: JSON.stringify(body) });

function resolve<T>(doc: OpenApiDocument, value: unknown): T {
  let v = value as { $ref?: string };
  while (v && typeof v === 'object' && typeof v.$ref === 'string') {
    const parts = v.$ref.replace(/^#\//, '').split('/');
    v = parts.reduce<unknown>(
      (o, k) => (o as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    ) as {
      $ref?: string;
    };
  }
  return v as T;
}

interface ParameterObject {
  name: string;
  in: string;
  schema: { type?: string; default?: number };
}

/** Reads the ten operations (method, path, body schema, query parameters, responses) from the document. */
export function operationsOf(
  doc: OpenApiDocument,
  compile: (schema: unknown) => IntegerQueryParam['validate'],
): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item[method] as
        | {
            operationId: string;
            requestBody?: unknown;
            parameters?: unknown[];
            responses: Record<string, unknown>;
          }
        | undefined;
      if (!op) continue;
      const body = op.requestBody
        ? resolve<{ content: Record<string, { schema: unknown }> }>(doc, op.requestBody)
        : undefined;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map((x) =>
        resolve<ParameterObject>(doc, x),
      );
      const query = parameters
        .filter((x) => x.in === 'query')
        .map((x) => {
          if (x.schema.type !== 'integer' || typeof x.schema.default !== 'number')
            throw new Error(`${op.operationId}: query parameter ${x.name} must be an integer with a default`);
          return {
            name: x.name,
            default: x.schema.default,
            validate: compile(x.schema),
          };
        });
      ops.push({
        operationId: op.operationId,
        method,
        path: p,
        requestSchema: body?.content['application/json']?.schema,
        query,
        responses: op.responses,
      });
    }
  }
  return ops;
}

const closing = Symbol('closing');

/**
 * Builds the sandbox: the ten operations of the OpenAPI document over an
 * SQLite store, with every request body validated against the document's own
 * schemas (and every response too, with `validateResponses`). Every answer,
 * including those to requests the router or Node's HTTP parser refuses, is an
 * `ApiResponse` (or, on success, the documented body).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { store: Store }> {
  if (options.apiKeys.length === 0) throw new Error('buildApp: at least one API key is required');
  const doc = options.openapi ?? loadOpenApi();
  const requests = createValidator(doc, { useDefaults: true });
  const responses = createValidator(doc, { allErrors: false });
  const operations = operationsOf(doc, (schema) => responses.compile(schema));
  const table = pathTable(operations);
  const requestTimeout = options.requestTimeout ?? DEFAULTS.requestTimeout;
  const validateResponses = options.validateResponses ?? false;
  const keyAccepted = keyChecker(options.apiKeys);

  /** Writes an answer to a socket Node's HTTP server has given up on, then lets the client read it. */
  function answerSocket(socket: Duplex, answer: Answer): void {
    if (socket.writable) socket.end(rawHttpResponse(answer.body, answer.headers));
    // Close only once the client has had time to read the answer: destroying a socket
    // with unread input sends a reset, which can make the client drop the answer.
    const s = socket as Duplex & { [closing]?: boolean };
    if (!s[closing]) {
      s[closing] = true;
      s.resume();
      setTimeout(() => socket.destroy(), 2_000).unref();
    }
  }

  const store = openStore(options.dbPath);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULTS.bodyLimit,
    // No implicit HEAD routes: every route the sandbox answers is one of the documented operations.
    exposeHeadRoutes: false,
    // Any id length reaches the handler, which answers `Invalid ID supplied` (the 16 KB
    // header limit bounds it), instead of the router's 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 64 * 1024 },
    // Refuse prototype-poisoning keys instead of silently dropping them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A client that stops sending half-way gets 408 instead of holding the connection.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      // How often Node looks for requests over the timeout (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
      // Node answers a missing Host itself, with an empty body; the hook below answers it instead.
      requireHostHeader: false,
    },
    // Percent-encoding that does not decode (`%`, `%zz`, `%C3`).
    frameworkErrors: (_err, req, reply) => {
      const answer = unroutedAnswer(table, req.method, req.url);
      if (
        answer.body.code === 400 &&
        answer.body.message === MESSAGES.invalidId &&
        !keyAccepted(req.headers[API_KEY_HEADER])
      )
        return void sendAnswer(reply, { body: apiError(401, MESSAGES.unauthorized) });
      sendAnswer(reply, answer);
    },
    // Requests Node's HTTP parser refuses: headers over 16 KB, bytes that are not HTTP, timeouts.
    clientErrorHandler: (err, socket) => {
      // Node sets `rawPacket` to the bytes it was parsing (Fastify's type shows it as JSON).
      const { code, rawPacket } = err as unknown as { code?: string; rawPacket?: Buffer };
      if (code === 'ECONNRESET' || socket.destroyed) return;
      answerSocket(socket, clientErrorAnswer(table, code, Buffer.isBuffer(rawPacket) ? rawPacket : undefined));
    },
  }) as unknown as FastifyInstance & { store: Store };
  app.decorate('store', store);
  app.addHook('onClose', async () => store.close());

  // CONNECT is not routed by Node; without a listener it would drop the connection unanswered.
  app.server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    answerSocket(socket, unroutedAnswer(table, 'CONNECT', req.url ?? ''));
  });
  // An `Expect` other than 100-continue: Node would answer 417 with an empty body.
  app.server.on('checkExpectation', (_req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const body = JSON.stringify(apiError(417, MESSAGES.expectation));
    res.writeHead(417, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.end(body);
  });

  function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
    if (answer.headers) reply.headers(answer.headers);
    return send(reply, undefined, refuse(answer.body));
  }

  // Validates the body against the response schema the document gives for
  // this status (or `default`), so the sandbox cannot drift from the reference.
  function responseSchema(op: Operation, status: string): unknown {
    const declared = op.responses[status] ?? op.responses.default;
    const response = declared ? resolve<{ content?: Record<string, { schema: unknown }> }>(doc, declared) : undefined;
    return response?.content?.['application/json']?.schema;
  }
  const isApiResponse = responses.schema('ApiResponse');

  function send(reply: FastifyReply, op: Operation | undefined, outcome: Outcome): FastifyReply {
    if (validateResponses) {
      const body: unknown = JSON.parse(outcome.text);
      const schema = op ? responseSchema(op, String(outcome.status)) : undefined;
      const validate = op ? (schema ? responses.compile(schema) : undefined) : isApiResponse;
      const valid = validate ? validate(body) : false;
      const codeMatches = !(body && typeof body === 'object' && 'code' in body) || body.code === outcome.status;
      if (!valid || !codeMatches) {
        reply.log.error(
          { status: outcome.status, op: op?.operationId, errors: validate?.errors },
          validate
            ? 'response does not match the OpenAPI document'
            : 'response status not declared in the OpenAPI document',
        );
        return reply
          .code(500)
          .type(JSON_TYPE)
          .send(JSON.stringify(apiError(500, MESSAGES.internal)));
      }
    }
    if (outcome.headers) reply.headers(outcome.headers);
    return reply.code(outcome.status).type(JSON_TYPE).send(outcome.text);
  }

  const parameters = doc.components.parameters;
  const validRuleId = responses.compile(parameters.RuleId.schema);
  const validDashboardId = responses.compile(parameters.DashboardId.schema);

  // One spelling per id: decimal digits without leading zeros (`01384` is not rule 1384).
  function ruleId(raw: unknown): number | undefined {
    if (typeof raw !== 'string' || !/^[1-9][0-9]{0,15}$/.test(raw)) return undefined;
    const n = Number(raw);
    return validRuleId(n) ? n : undefined;
  }
  // UUIDs are case-insensitive (RFC 9562); they are stored and answered in lower case.
  function dashboardId(raw: unknown): string | undefined {
    if (typeof raw !== 'string' || !/^[0-9a-fA-F-]{36}$/.test(raw)) return undefined;
    return validDashboardId(raw) ? raw.toLowerCase() : undefined;
  }

  // One body validator per operation, compiled now: the first call would otherwise wait
  // for Ajv (measured: 1.7 s on a busy 2-core machine), and later ones for its cache key.
  const bodyValidators = new Map(
    operations.filter((op) => op.requestSchema).map((op) => [op, requests.compile(op.requestSchema)]),
  );

  function checkBody(op: Operation, body: unknown): { ok: true; value: Json } | { ok: false; outcome: Outcome } {
    const validate = bodyValidators.get(op)!;
    let value = body;
    // `id` is assigned by the server: whatever a body says there is ignored, not validated.
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, 'id')) {
      value = { ...(value as Json) };
      delete (value as Json).id;
    }
    // The parsed body is this request's own object, so defaults are filled in place.
    if (!validate(value))
      return { ok: false, outcome: refuse(apiError(400, MESSAGES.invalidInput, toFieldErrors(validate.errors))) };
    return { ok: true, value: value as Json };
  }

  function listQuery(req: FastifyRequest, op: Operation) {
    const read = readIntegerQuery(req.query as Record<string, unknown>, op.query);
    if (!read.ok) return { ok: false as const, outcome: refuse(apiError(400, MESSAGES.invalidInput, read.errors)) };
    return { ok: true as const, limit: read.values.limit, offset: read.values.offset };
  }

  /** A page as the list answer: the JSON array, and a `Link` to the next page when there is one. */
  function pageOutcome(op: Operation, page: { json: string; more: boolean }, limit: number, offset: number) {
    const outcome: Outcome = { status: 200, text: page.json };
    if (page.more) outcome.headers = { Link: `<${op.path}?limit=${limit}&offset=${offset + limit}>; rel="next"` };
    return outcome;
  }

  const deleted = (message: string): Outcome => ({
    status: 200,
    text: JSON.stringify({ code: 200, type: 'success', message }),
  });

  type Handler = (req: FastifyRequest, op: Operation) => Outcome;
  const handlers: Record<string, Handler> = {
    listRules: (req, op) => {
      const q = listQuery(req, op);
      if (!q.ok) return q.outcome;
      return pageOutcome(op, store.listRules(q.limit, q.offset), q.limit, q.offset);
    },
    createRule: (req, op) => {
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      return { status: 201, text: store.createRule(checked.value) };
    },
    getRule: (req) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      const rule = store.getRule(id);
      return rule ? { status: 200, text: rule } : refuse(apiError(404, MESSAGES.alertNotFound));
    },
    updateRule: (req, op) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      const rule = store.updateRule(id, checked.value);
      return rule ? { status: 200, text: rule } : refuse(apiError(404, MESSAGES.alertNotFound));
    },
    deleteRule: (req) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      return store.deleteRule(id) ? deleted(MESSAGES.alertDeleted) : refuse(apiError(404, MESSAGES.alertNotFound));
    },
    listDashboards: (req, op) => {
      const q = listQuery(req, op);
      if (!q.ok) return q.outcome;
      return pageOutcome(op, store.listDashboards(q.limit, q.offset), q.limit, q.offset);
    },
    createDashboard: (req, op) => {
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      return { status: 201, text: store.createDashboard(randomUUID(), checked.value) };
    },
    getDashboard: (req) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      const dashboard = store.getDashboard(id);
      return dashboard ? { status: 200, text: dashboard } : refuse(apiError(404, MESSAGES.dashboardNotFound));
    },
    updateDashboard: (req, op) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      const dashboard = store.updateDashboard(id, checked.value);
      return dashboard ? { status: 200, text: dashboard } : refuse(apiError(404, MESSAGES.dashboardNotFound));
    },
    deleteDashboard: (req) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return refuse(apiError(400, MESSAGES.invalidId));
      return store.deleteDashboard(id)
        ? deleted(MESSAGES.dashboardDeleted)
        : refuse(apiError(404, MESSAGES.dashboardNotFound));
    },
  };

  // Bodies: one parser for every content type, so the answer to a body that is
  // not JSON is ours (415), not that of a built-in text parser.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const notJson = (message: string) => new Refusal(apiError(400, MESSAGES.invalidInput, [{ path: '', message }]));
  const parseBody: Parameters<typeof app.addContentTypeParser>[2] = (req, raw, done) => {
    const bytes = raw as Buffer;
    // Only create and replace read a body; DELETE ignores whatever comes with it.
    if (req.method !== 'POST' && req.method !== 'PUT') return done(null, undefined);
    if (!isJsonContentType(req.headers['content-type']))
      return done(new Refusal(apiError(415, MESSAGES.unsupportedMedia)), undefined);
    if (bytes.length === 0) return done(null, undefined);
    const text = decodeUtf8(bytes);
    if (text === undefined) return done(notJson('must be UTF-8 text'), undefined);
    if (nestedDeeperThan(bytes, MAX_JSON_DEPTH))
      return done(notJson(`must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`), undefined);
    parseJson(req, text, done);
  };
  // Registered for application/json as well as for everything else: Fastify caches the parser it
  // finds for a Content-Type, but not its catch-all, which it looked up anew on every request.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseBody);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, parseBody);

  // Each route carries its operation in its config; the 404 route carries none.
  const operationOf = (req: FastifyRequest) => (req.routeOptions.config as { op?: Operation }).op;
  const cors = corsPolicy(options.corsOrigin ?? true);

  // Everything decided before a body is read, in one hook (callback style: an async hook costs a
  // promise per request; answering ends the request, without done()), in this order:
  //  1. what no route should answer: HTTP/1.1 without Host (RFC 9112 §3.2), and an OPTIONS that is
  //     not a CORS preflight, which asks which methods a path takes (no CORS headers on either);
  //  2. the CORS headers, which every later answer carries so that browsers can read it, and the
  //     answer to a preflight (no key needed: browsers send none);
  //  3. 404 or 405 for what no operation takes, then 401 without a valid key, so an
  //     unauthenticated caller cannot make the server parse anything.
  app.addHook('onRequest', (req, reply, done) => {
    const { headers } = req;
    if (req.raw.httpVersion === '1.1' && headers.host === undefined)
      return void sendAnswer(reply, { body: apiError(400, MESSAGES.malformed) });
    const preflight = isPreflight(req.method, headers);
    if (req.method === 'OPTIONS' && !preflight) {
      const match = table.match(req.url);
      if (!match) return void sendAnswer(reply, { body: apiError(404, MESSAGES.notFound) });
      const allow = match.allow.join(', ');
      reply.header('Allow', allow);
      return void send(reply, undefined, {
        status: 200,
        text: JSON.stringify({ code: 200, type: 'success', message: `Allowed methods: ${allow}` }),
      });
    }
    reply.headers(cors.headers(headers.origin));
    if (preflight) return void reply.headers(cors.preflight).code(204).send();
    const op = operationOf(req);
    if (!op) return void sendAnswer(reply, unroutedAnswer(table, req.method, req.url));
    if (!keyAccepted(headers[API_KEY_HEADER]))
      return void send(reply, op, refuse(apiError(401, MESSAGES.unauthorized)));
    done();
  });

  app.setNotFoundHandler(async (req, reply) => sendAnswer(reply, unroutedAnswer(table, req.method, req.url)));

  app.setErrorHandler(async (err: { statusCode?: number; code?: string; message: string }, req, reply) => {
    const op = operationOf(req);
    if (err instanceof Refusal) return send(reply, op, refuse(err.body));
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'unexpected error');
      return reply
        .code(500)
        .type(JSON_TYPE)
        .send(JSON.stringify(apiError(500, MESSAGES.internal)));
    }
    let body: ApiResponseBody;
    if (status === 413) body = apiError(413, MESSAGES.tooLarge);
    else if (status === 415) body = apiError(415, MESSAGES.unsupportedMedia);
    else if (err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') body = apiError(400, MESSAGES.malformed);
    else if (status === 400) body = apiError(400, MESSAGES.invalidInput, [{ path: '', message: err.message }]);
    else body = apiError(status, err.message);
    return send(reply, op, refuse(body));
  });

  // Routes last: Fastify gives each route the hooks and handlers registered before it.
  for (const op of operations) {
    const handler = handlers[op.operationId];
    if (!handler) throw new Error(`No sandbox handler for operation ${op.operationId}`);
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: { op },
      // Not async: a synchronous handler that sends its reply saves a promise per request.
      handler: (req, reply) => send(reply, op, handler(req, op)),
    });
    if (validateResponses) {
      for (const status of Object.keys(op.responses)) {
        const schema = responseSchema(op, status);
        if (schema) responses.compile(schema);
      }
    }
  }

  return app;
}
