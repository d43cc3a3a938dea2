/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator, loadOpenApi } from '../../server/openapi';
import { startSandbox, type Sandbox } from './sandbox';

/**
 * Property-based robustness: thousands of generated malformed bodies and ids.
 * Every answer must be a 4xx with an ApiResponse body, never a 5xx, and the
 * stored data must be exactly what it was before.
 */
const doc = loadOpenApi();
const v = createValidator(doc);
const isApiResponse = v.schema('ApiResponse');
const validAlert = v.schema('Alert');
const validDashboard = v.schema('Dashboard');
const example = (name: string) => structuredClone(doc.components.examples[name].value) as Record<string, unknown>;

let sb: Sandbox;
let before: string;
let ruleId: number;
let dashboardId: string;

beforeAll(async () => {
  sb = await startSandbox();
  ruleId = (await sb.call('POST', '/api/v1/rules', { body: example('ThresholdAlert') })).body.id;
  dashboardId = (
    await sb.call('POST', '/api/v1/dashboards', {
      body: example('ServiceDashboard'),
    })
  ).body.id;
  before = sb.store.fingerprint();
}, 30_000);
afterAll(async () => {
  expect(sb.store.fingerprint()).toBe(before);
  await sb.close();
});

async function expectClientError(res: { status: number; body: unknown }): Promise<void> {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(isApiResponse(res.body), JSON.stringify(res.body)).toBe(true);
}

/** Every JSON-pointer-like path to a value inside an object (arrays included). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push([...prefix, i], ...paths(item, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) out.push([...prefix, k], ...paths(item, [...prefix, k]));
  return out;
}

function mutate(base: Record<string, unknown>, path: (string | number)[], replacement: unknown, remove: boolean) {
  const copy = structuredClone(base);
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

/**
 * The body as the server receives it: JSON drops `undefined` members and turns
 * NaN into null, so validity must be judged on the serialised form, not on the
 * in-memory value (a `{summary: undefined}` mutation is a valid rule on the wire).
 */
function asSent(body: unknown): unknown {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
}

/** A valid example with one value replaced by junk or removed; kept only if it breaks the schema. */
function brokenFrom(exampleName: string, isValid: (b: unknown) => boolean) {
  const base = example(exampleName);
  const all = paths(base);
  return fc
    .tuple(fc.constantFrom(...all), fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null)), fc.boolean())
    .map(([path, junk, remove]) => mutate(base, path, junk, remove))
    .filter((body) => !isValid(asSent(body)));
}

const junkBody = fc.oneof(
  fc.anything().filter((b) => b === null || typeof b !== 'object' || Array.isArray(b) || !('alert' in b)),
  fc.dictionary(fc.string(), fc.jsonValue()),
);

const RUNS = 400;
/** 2,400 requests take about 10 s on an idle machine; allow for a busy CI runner. */
const TIMEOUT = 120_000;

describe('malformed input never causes a 5xx or a change to stored data', () => {
  it(
    'POST /api/v1/rules with broken alert rules',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(brokenFrom('ThresholdAlert', validAlert), brokenFrom('PromqlAlert', validAlert), junkBody),
          async (body) => {
            fc.pre(!validAlert(asSent(body)));
            await expectClientError(await sb.call('POST', '/api/v1/rules', { body }));
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'PUT /api/v1/rules/{id} of an existing rule with broken bodies',
    async () => {
      await fc.assert(
        fc.asyncProperty(brokenFrom('ThresholdAlert', validAlert), async (body) => {
          await expectClientError(await sb.call('PUT', `/api/v1/rules/${ruleId}`, { body }));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'POST and PUT /api/v1/dashboards with broken dashboards',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(brokenFrom('ServiceDashboard', validDashboard), junkBody),
          fc.boolean(),
          async (body, update) => {
            fc.pre(!validDashboard(asSent(body)));
            const res = update
              ? await sb.call('PUT', `/api/v1/dashboards/${dashboardId}`, {
                  body,
                })
              : await sb.call('POST', '/api/v1/dashboards', { body });
            await expectClientError(res);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'raw bytes that are not JSON',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 200 }).filter((s) => {
            try {
              JSON.parse(s);
              return false;
            } catch {
              return true;
            }
          }),
          fc.constantFrom(
            '/api/v1/rules',
            '/api/v1/dashboards',
            `/api/v1/rules/${ruleId}`,
            `/api/v1/dashboards/${dashboardId}`,
          ),
          async (raw, path) => {
            await expectClientError(
              await sb.call(path.split('/').length > 4 ? 'PUT' : 'POST', path, {
                raw,
              }),
            );
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'ids that are not a positive integer or a uuid, on every method',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 60 }),
            fc.integer({ max: 0 }).map(String),
            fc.double().map(String),
            fc.uuid().map((u) => `${u}x`),
          ),
          fc.constantFrom('GET', 'PUT', 'DELETE'),
          fc.constantFrom('rules', 'dashboards'),
          async (id, method, kind) => {
            const looksValid = kind === 'rules' ? /^[0-9]+$/.test(id) && Number(id) >= 1 : /^[0-9a-f-]{36}$/i.test(id);
            fc.pre(!looksValid && id.trim() !== '' && id !== '.' && id !== '..');
            const body =
              method === 'PUT' ? example(kind === 'rules' ? 'PromqlAlert' : 'ServiceDashboardUpdate') : undefined;
            const res = await sb.call(method, `/api/v1/${kind}/${encodeURIComponent(id)}`, { body });
            await expectClientError(res);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'unknown keys on any route',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
          async (key, method) => {
            fc.pre(key !== sb.key && key !== 'second-key' && /^[\x21-\x7e]*$/.test(key));
            const path = method === 'GET' || method === 'POST' ? '/api/v1/rules' : `/api/v1/rules/${ruleId}`;
            const res = await sb.call(method, path, {
              key,
              body: method === 'POST' || method === 'PUT' ? example('PromqlAlert') : undefined,
            });
            expect(res.status).toBe(401);
            await expectClientError(res);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
