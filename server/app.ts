import { randomUUID, createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { createValidator, loadOpenApi, toFieldErrors, type FieldError, type OpenApiDocument } from './openapi';
import { openStore, type Json, type Store } from './store';

export const API_KEY_HEADER = 'signoz-api-key';

export interface AppOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  /** Accepted values of the SIGNOZ-API-KEY header; at least one. */
  apiKeys: string[];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Value for @fastify/cors `origin`: true reflects any origin, or a list of origins. */
  corsOrigin?: boolean | string | string[];
  logger?: boolean;
  /** An already opened OpenAPI document (defaults to openapi/signoz-api.yaml). */
  openapi?: OpenApiDocument;
}

export interface ApiResponseBody {
  code: number;
  type: 'success' | 'error';
  message: string;
  errors?: FieldError[];
}

export const MESSAGES = {
  invalidInput: 'Invalid input',
  invalidId: 'Invalid ID supplied',
  alertNotFound: 'Alert not found',
  dashboardNotFound: 'Dashboard not found',
  unauthorized: 'Missing or invalid SIGNOZ-API-KEY header',
  notFound: 'Not found',
  tooLarge: 'Request body is too large',
  unsupportedMedia: 'Content-Type must be application/json',
  internal: 'Internal server error',
  alertDeleted: 'Alert deleted',
  dashboardDeleted: 'Dashboard deleted',
} as const;

const error = (code: number, message: string, errors?: FieldError[]): ApiResponseBody =>
  errors && errors.length > 0 ? { code, type: 'error', message, errors } : { code, type: 'error', message };

type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  operationId: string;
  method: Method;
  path: string;
  requestSchema?: unknown;
  responses: Record<string, unknown>;
}

interface Outcome {
  status: number;
  body: unknown;
}

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

/** Reads the ten operations (method, path, body schema, responses) from the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item[method] as
        | {
            operationId: string;
            requestBody?: unknown;
            responses: Record<string, unknown>;
          }
        | undefined;
      if (!op) continue;
      const body = op.requestBody
        ? resolve<{ content: Record<string, { schema: unknown }> }>(doc, op.requestBody)
        : undefined;
      ops.push({
        operationId: op.operationId,
        method,
        path: p,
        requestSchema: body?.content['application/json']?.schema,
        responses: op.responses,
      });
    }
  }
  return ops;
}

function sameKey(a: string, b: string): boolean {
  // Compare fixed-length digests so the comparison time says nothing about the key.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * Builds the sandbox: the ten operations of the OpenAPI document over an
 * SQLite store, with every request body and every response body validated
 * against the document's own schemas.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { store: Store }> {
  if (options.apiKeys.length === 0) throw new Error('buildApp: at least one API key is required');
  const doc = options.openapi ?? loadOpenApi();
  const requests = createValidator(doc, { useDefaults: true });
  const responses = createValidator(doc, { allErrors: false });
  const store = openStore(options.dbPath);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // No implicit HEAD routes: every route the sandbox answers is one of the documented operations.
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refuse prototype-poisoning keys instead of silently dropping them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }) as unknown as FastifyInstance & { store: Store };
  app.decorate('store', store);
  app.addHook('onClose', async () => store.close());

  await app.register(cors, {
    origin: options.corsOrigin ?? true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'SIGNOZ-API-KEY'],
    maxAge: 600,
  });

  // Validates the body against the response schema the document gives for
  // this status (or `default`), so the sandbox cannot drift from the reference.
  function responseSchema(op: Operation, status: string): unknown {
    const declared = op.responses[status] ?? op.responses.default;
    const response = declared ? resolve<{ content?: Record<string, { schema: unknown }> }>(doc, declared) : undefined;
    return response?.content?.['application/json']?.schema;
  }

  function send(reply: FastifyReply, op: Operation | undefined, outcome: Outcome): FastifyReply {
    if (op) {
      const schema = responseSchema(op, String(outcome.status));
      if (!schema) {
        reply.log.error(
          { status: outcome.status, op: op.operationId },
          'response status not declared in the OpenAPI document',
        );
        return reply.code(500).send(error(500, MESSAGES.internal));
      }
      const validate = responses.compile(schema);
      if (!validate(outcome.body)) {
        reply.log.error(
          { errors: validate.errors, op: op.operationId },
          'response does not match the OpenAPI document',
        );
        return reply.code(500).send(error(500, MESSAGES.internal));
      }
    }
    return reply.code(outcome.status).type('application/json; charset=utf-8').send(outcome.body);
  }

  const parameters = doc.components.parameters;
  const validRuleId = responses.compile(parameters.RuleId.schema);
  const validDashboardId = responses.compile(parameters.DashboardId.schema);

  function ruleId(raw: unknown): number | undefined {
    if (typeof raw !== 'string' || !/^[0-9]{1,16}$/.test(raw)) return undefined;
    const n = Number(raw);
    return validRuleId(n) ? n : undefined;
  }
  function dashboardId(raw: unknown): string | undefined {
    if (typeof raw !== 'string' || !/^[0-9a-fA-F-]{36}$/.test(raw)) return undefined;
    return validDashboardId(raw) ? raw.toLowerCase() : undefined;
  }

  function checkBody(op: Operation, body: unknown): { ok: true; value: Json } | { ok: false; outcome: Outcome } {
    const validate = requests.compile(op.requestSchema);
    // Validate a copy: defaults are filled in place and a refused body must not be half-changed.
    const value = body && typeof body === 'object' ? structuredClone(body) : body;
    if (!validate(value)) {
      return {
        ok: false,
        outcome: {
          status: 400,
          body: error(400, MESSAGES.invalidInput, toFieldErrors(validate.errors)),
        },
      };
    }
    // `id` is read-only: the server assigns it, whatever the body says.
    const rest: Json = { ...(value as Json) };
    delete rest.id;
    return { ok: true, value: rest };
  }

  type Handler = (req: FastifyRequest, op: Operation) => Outcome;
  const handlers: Record<string, Handler> = {
    listRules: () => ({ status: 200, body: store.listRules() }),
    createRule: (req, op) => {
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      return { status: 201, body: store.createRule(checked.value) };
    },
    getRule: (req) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      const rule = store.getRule(id);
      return rule ? { status: 200, body: rule } : { status: 404, body: error(404, MESSAGES.alertNotFound) };
    },
    updateRule: (req, op) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      const rule = store.updateRule(id, checked.value);
      return rule ? { status: 200, body: rule } : { status: 404, body: error(404, MESSAGES.alertNotFound) };
    },
    deleteRule: (req) => {
      const id = ruleId((req.params as Json).id);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      return store.deleteRule(id)
        ? {
            status: 200,
            body: {
              code: 200,
              type: 'success',
              message: MESSAGES.alertDeleted,
            },
          }
        : { status: 404, body: error(404, MESSAGES.alertNotFound) };
    },
    listDashboards: () => ({ status: 200, body: store.listDashboards() }),
    createDashboard: (req, op) => {
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      return {
        status: 201,
        body: store.createDashboard(randomUUID(), checked.value),
      };
    },
    getDashboard: (req) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      const dashboard = store.getDashboard(id);
      return dashboard
        ? { status: 200, body: dashboard }
        : { status: 404, body: error(404, MESSAGES.dashboardNotFound) };
    },
    updateDashboard: (req, op) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      const checked = checkBody(op, req.body);
      if (!checked.ok) return checked.outcome;
      const dashboard = store.updateDashboard(id, checked.value);
      return dashboard
        ? { status: 200, body: dashboard }
        : { status: 404, body: error(404, MESSAGES.dashboardNotFound) };
    },
    deleteDashboard: (req) => {
      const id = dashboardId((req.params as Json).uuid);
      if (id === undefined) return { status: 400, body: error(400, MESSAGES.invalidId) };
      return store.deleteDashboard(id)
        ? {
            status: 200,
            body: {
              code: 200,
              type: 'success',
              message: MESSAGES.dashboardDeleted,
            },
          }
        : { status: 404, body: error(404, MESSAGES.dashboardNotFound) };
    },
  };

  const byRoute = new Map<string, Operation>();
  for (const op of operationsOf(doc)) {
    const handler = handlers[op.operationId];
    if (!handler) throw new Error(`No sandbox handler for operation ${op.operationId}`);
    const url = op.path.replace(/\{([^}]+)\}/g, ':$1');
    byRoute.set(`${op.method.toUpperCase()} ${url}`, op);
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url,
      handler: async (req, reply) => send(reply, op, handler(req, op)),
    });
    // Compile every validator now, not on first use: the first call to an
    // operation would otherwise wait for Ajv (measured: 1.7 s on a busy 2-core machine).
    if (op.requestSchema) requests.compile(op.requestSchema);
    for (const status of Object.keys(op.responses)) {
      const schema = responseSchema(op, status);
      if (schema) responses.compile(schema);
    }
  }

  const operationOf = (req: FastifyRequest) => byRoute.get(`${req.method} ${req.routeOptions.url ?? ''}`);

  // Auth before the body is even read: an unauthenticated caller cannot make the server parse anything.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const op = operationOf(req);
    if (!op) return;
    const given = req.headers[API_KEY_HEADER];
    const key = Array.isArray(given) ? undefined : given;
    if (!key || !options.apiKeys.some((k) => sameKey(k, key))) {
      return send(reply, op, {
        status: 401,
        body: error(401, MESSAGES.unauthorized),
      });
    }
  });

  app.setNotFoundHandler(async (_req, reply) =>
    reply.code(404).type('application/json; charset=utf-8').send(error(404, MESSAGES.notFound)),
  );

  app.setErrorHandler(async (err: { statusCode?: number; code?: string; message: string }, req, reply) => {
    const op = operationOf(req);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'unexpected error');
      return reply.code(500).type('application/json; charset=utf-8').send(error(500, MESSAGES.internal));
    }
    let body: ApiResponseBody;
    if (status === 413) body = error(413, MESSAGES.tooLarge);
    else if (status === 415) body = error(415, MESSAGES.unsupportedMedia);
    else if (status === 400) body = error(400, MESSAGES.invalidInput, [{ path: '', message: err.message }]);
    else body = error(status, err.message);
    return send(reply, op, { status, body });
  });

  return app;
}
