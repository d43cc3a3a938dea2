/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../server/openapi';
import { startSandbox, type Sandbox } from './sandbox';

const doc = loadOpenApi();
const ex = (name: string) => structuredClone(doc.components.examples[name].value) as Record<string, any>;
const RULES = 620;

let sb: Sandbox;
let ids: number[];

beforeAll(async () => {
  sb = await startSandbox();
  ids = [];
  for (let i = 0; i < RULES; i++)
    ids.push((await sb.call('POST', '/api/v1/rules', { body: ex('PromqlAlert') })).body.id);
}, 60_000);
afterAll(async () => {
  await sb.close();
});

const next = (link: string | null) => (link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined);

describe('list pagination', () => {
  it('documents limit (default 100, at most 500) and offset (default 0) on both lists', () => {
    const params = doc.components.parameters as any;
    expect(params.Limit).toMatchObject({
      name: 'limit',
      in: 'query',
      schema: { default: 100, minimum: 1, maximum: 500 },
    });
    expect(params.Offset).toMatchObject({ name: 'offset', in: 'query', schema: { default: 0, minimum: 0 } });
    for (const path of ['/api/v1/rules', '/api/v1/dashboards'])
      expect((doc.paths[path] as any).get.parameters.map((p: any) => p.$ref)).toEqual([
        '#/components/parameters/Limit',
        '#/components/parameters/Offset',
      ]);
  });

  it('answers 100 rules by default, oldest first, with a Link to the next page', async () => {
    const res = await sb.call('GET', '/api/v1/rules');
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.id)).toEqual(ids.slice(0, 100));
    expect(res.headers.get('link')).toBe('</api/v1/rules?limit=100&offset=100>; rel="next"');
  });

  it('answers at most 500 rules, however many are stored', async () => {
    const res = await sb.call('GET', '/api/v1/rules?limit=500');
    expect(res.body).toHaveLength(500);
    expect(next(res.headers.get('link'))).toBe('/api/v1/rules?limit=500&offset=500');
  });

  it('walks every rule exactly once by following Link, and the last page has none', async () => {
    const seen: number[] = [];
    let path: string | undefined = '/api/v1/rules?limit=150';
    let pages = 0;
    while (path) {
      const res = await sb.call('GET', path);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((r: any) => r.id));
      path = next(res.headers.get('link'));
      pages++;
    }
    expect(pages).toBe(Math.ceil(RULES / 150));
    expect(seen).toEqual(ids);
  });

  it('answers an empty array past the end, and one item at the very end without a Link', async () => {
    const past = await sb.call('GET', `/api/v1/rules?offset=${RULES + 10}`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('link')).toBeNull();
    const last = await sb.call('GET', `/api/v1/rules?limit=1&offset=${RULES - 1}`);
    expect(last.body.map((r: any) => r.id)).toEqual([ids[RULES - 1]]);
    expect(last.headers.get('link')).toBeNull();
  });

  it.each([
    ['limit=501', '?limit', 'must be <= 500'],
    ['limit=0', '?limit', 'must be >= 1'],
    ['limit=010', '?limit', 'must be an integer written with digits only, without leading zeros'],
    ['limit=%2B10', '?limit', 'must be an integer written with digits only, without leading zeros'],
    ['limit=1e2', '?limit', 'must be an integer written with digits only, without leading zeros'],
    ['limit=', '?limit', 'must be an integer written with digits only, without leading zeros'],
    ['offset=-1', '?offset', 'must be an integer written with digits only, without leading zeros'],
    ['offset=99999999999999999', '?offset', 'must be <= 9007199254740991'],
    [`limit=${'9'.repeat(400)}`, '?limit', 'must be <= 500'],
    ['limit=10&limit=20', '?limit', 'must be given once'],
    ['page=2', '?page', 'is not a query parameter of this operation'],
  ])('answers ?%s with 400 Invalid input naming the parameter', async (query, path, message) => {
    for (const list of ['/api/v1/rules', '/api/v1/dashboards']) {
      const res = await sb.call('GET', `${list}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, type: 'error', message: 'Invalid input', errors: [{ path, message }] });
    }
  });

  it('pages dashboards the same way', async () => {
    const boards: string[] = [];
    for (let i = 0; i < 3; i++)
      boards.push((await sb.call('POST', '/api/v1/dashboards', { body: ex('ServiceDashboardUpdate') })).body.id);
    const first = await sb.call('GET', '/api/v1/dashboards?limit=2');
    expect(first.body.map((d: any) => d.id)).toEqual(boards.slice(0, 2));
    expect(first.headers.get('link')).toBe('</api/v1/dashboards?limit=2&offset=2>; rel="next"');
    const second = await sb.call('GET', next(first.headers.get('link'))!);
    expect(second.body.map((d: any) => d.id)).toEqual(boards.slice(2));
    expect(second.headers.get('link')).toBeNull();
  });

  it('lets a browser read the Link header (CORS)', async () => {
    const res = await fetch(`${sb.url}/api/v1/rules`, {
      headers: { 'SIGNOZ-API-KEY': sb.key, Origin: 'http://127.0.0.1:3000' },
    });
    expect(res.headers.get('access-control-expose-headers')).toBe('Link');
    await res.arrayBuffer();
  });
});
