/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createValidator, loadOpenApi } from '../../server/openapi';
import { httpRequest } from './rawHttp';
import { startSandbox, type Sandbox } from './sandbox';

/**
 * One test per defect found by hostile requests (issue 20): each answers with
 * the framework's own body, a 5xx, or the wrong status without its fix.
 */
const doc = loadOpenApi();
const isApiResponse = createValidator(doc).schema('ApiResponse');
const ex = (name: string) => structuredClone(doc.components.examples[name].value) as Record<string, any>;

let sb: Sandbox;
let ruleId: number;
let dashboardId: string;
let before: string;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});
beforeEach(async () => {
  ruleId = (await sb.call('POST', '/api/v1/rules', { body: ex('PromqlAlert') })).body.id;
  dashboardId = (await sb.call('POST', '/api/v1/dashboards', { body: ex('ServiceDashboardUpdate') })).body.id;
  before = sb.store.fingerprint();
});

const expectUnchanged = () => expect(sb.store.fingerprint()).toBe(before);
const authed = (headers: Record<string, string> = {}) => ({ 'SIGNOZ-API-KEY': sb.key, ...headers });
const json = { 'Content-Type': 'application/json' };

function expectAnswer(
  res: { status: number; json: unknown; headers: Record<string, string> },
  status: number,
  message: string,
) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(isApiResponse(res.json), JSON.stringify(res.json)).toBe(true);
  expect(res.json).toMatchObject({ code: status, type: 'error', message });
}

describe('deeply nested bodies', () => {
  const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it.each([
    ['2,000 nested objects', objects(2_000)],
    ['3,000 nested arrays', arrays(3_000)],
    ['2,000 nested objects under a known field', `{"alert":"x","labels":${objects(2_000)}}`],
    ['3,000 nested arrays as the id', `{"id":${arrays(3_000)}}`],
  ])('answer 400 Invalid input to %s, on create and replace, and store nothing', async (_name, raw) => {
    for (const [method, path] of [
      ['POST', '/api/v1/rules'],
      ['PUT', `/api/v1/rules/${ruleId}`],
      ['POST', '/api/v1/dashboards'],
      ['PUT', `/api/v1/dashboards/${dashboardId}`],
    ]) {
      const res = await sb.raw(httpRequest(method, path, { headers: authed(json), body: raw }));
      expectAnswer(res, 400, 'Invalid input');
      expect((res.json as any).errors).toEqual([
        { path: '', message: 'must not nest objects and arrays more than 32 levels deep' },
      ]);
    }
    expectUnchanged();
  });

  it('refuses 33 levels for the depth, and lets 32 through to the schema check', async () => {
    const deep33 = await sb.call('POST', '/api/v1/rules', { raw: `{"labels":${arrays(32)}}` });
    expect(deep33.body.errors[0].message).toMatch(/32 levels/);
    const deep32 = await sb.call('POST', '/api/v1/rules', { raw: `{"labels":${arrays(31)}}` });
    expect(deep32.status).toBe(400);
    expect(deep32.body.errors.some((e: any) => /levels/.test(e.message))).toBe(false);
  });
});

describe('requests the router or the HTTP parser refuses', () => {
  it.each(['%', '%zz', '%C3', '%E0%A4%A'])(
    'answer an id with broken percent-encoding (%s) with 400 Invalid ID supplied',
    async (id) => {
      for (const kind of ['rules', 'dashboards'])
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const body =
            method === 'PUT'
              ? JSON.stringify(ex(kind === 'rules' ? 'PromqlAlert' : 'ServiceDashboardUpdate'))
              : undefined;
          const res = await sb.raw(httpRequest(method, `/api/v1/${kind}/${id}`, { headers: authed(json), body }));
          expectAnswer(res, 400, 'Invalid ID supplied');
        }
      // The key is still checked first.
      expectAnswer(
        await sb.raw(httpRequest('GET', `/api/v1/rules/${id}`)),
        401,
        'Missing or invalid SIGNOZ-API-KEY header',
      );
      expectUnchanged();
    },
  );

  it('answers a rule id over 200 characters with 400 Invalid ID supplied, not 414', async () => {
    for (const id of ['1'.repeat(201), 'a'.repeat(5_000)]) {
      const res = await sb.raw(httpRequest('GET', `/api/v1/rules/${id}`, { headers: authed() }));
      expectAnswer(res, 400, 'Invalid ID supplied');
    }
  });

  it('answers raw non-ASCII bytes in the request line with an ApiResponse', async () => {
    const inId = Buffer.concat([
      Buffer.from('GET /api/v1/rules/'),
      Buffer.from('é', 'utf8'),
      Buffer.from(` HTTP/1.1\r\nHost: x\r\nConnection: close\r\nSIGNOZ-API-KEY: ${sb.key}\r\n\r\n`),
    ]);
    expectAnswer(await sb.raw(inId), 400, 'Invalid ID supplied');
    const inQuery = Buffer.from(`GET /api/v1/rules?x=\xff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1');
    expectAnswer(await sb.raw(inQuery), 400, 'Malformed request');
  });

  it('answers a URL or headers over 16 KB with 431 and an ApiResponse', async () => {
    const longUrl = await sb.raw(httpRequest('GET', `/api/v1/rules/${'9'.repeat(17_000)}`, { headers: authed() }));
    expectAnswer(longUrl, 431, 'Request header fields are too large');
    const longHeader = await sb.raw(
      httpRequest('GET', '/api/v1/rules', { headers: authed({ 'X-Padding': 'a'.repeat(17_000) }) }),
    );
    expectAnswer(longHeader, 431, 'Request header fields are too large');
  });

  it('answers an OPTIONS request without preflight headers with 200, Allow and an ApiResponse', async () => {
    const res = await sb.raw(httpRequest('OPTIONS', '/api/v1/rules/7'));
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET, PUT, DELETE, OPTIONS');
    expect(res.json).toEqual({ code: 200, type: 'success', message: 'Allowed methods: GET, PUT, DELETE, OPTIONS' });
    expectAnswer(await sb.raw(httpRequest('OPTIONS', '/api/v1/alerts')), 404, 'Not found');
    expectAnswer(await sb.raw(httpRequest('OPTIONS', '*')), 404, 'Not found');
  });

  it('answers what Node would answer with an empty body or not at all', async () => {
    // HTTP/1.1 without Host (Node: 400, empty body).
    expectAnswer(
      await sb.raw(httpRequest('GET', '/api/v1/rules', { host: false, headers: authed() })),
      400,
      'Malformed request',
    );
    // An Expect other than 100-continue (Node: 417, empty body).
    const expectation = await sb.raw(
      httpRequest('POST', '/api/v1/rules', { headers: authed({ ...json, Expect: 'teapot' }), body: '{}' }),
    );
    expectAnswer(expectation, 417, 'Expect header not supported');
    // CONNECT (Node: connection dropped without an answer).
    expectAnswer(await sb.raw('CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n'), 404, 'Not found');
    // A method Node cannot parse, and a request smuggling attempt (Fastify's own body before).
    expectAnswer(await sb.raw(httpRequest('FOO', '/api/v1/rules')), 400, 'Malformed request');
    const smuggled =
      'POST /api/v1/rules HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n';
    expectAnswer(await sb.raw(smuggled), 400, 'Malformed request');
    expectUnchanged();
  });
});

describe('content types', () => {
  it.each([
    ['text/plain', 'text/plain', '{"alert":"x"}'],
    ['text/plain with a charset', 'text/plain; charset=utf-8', 'hello'],
    ['a form', 'application/x-www-form-urlencoded', 'alert=x'],
    ['JSON under another type', 'application/merge-patch+json', '{}'],
  ])('answers a create or replace sent as %s with 415', async (_name, type, body) => {
    for (const [method, path] of [
      ['POST', '/api/v1/rules'],
      ['PUT', `/api/v1/rules/${ruleId}`],
      ['POST', '/api/v1/dashboards'],
      ['PUT', `/api/v1/dashboards/${dashboardId}`],
    ]) {
      const res = await sb.raw(httpRequest(method, path, { headers: authed({ 'Content-Type': type }), body }));
      expectAnswer(res, 415, 'Content-Type must be application/json');
    }
    expectUnchanged();
  });

  it('answers a body without a Content-Type with 415', async () => {
    const res = await sb.raw(
      httpRequest('POST', '/api/v1/rules', { headers: authed(), body: JSON.stringify(ex('PromqlAlert')) }),
    );
    expectAnswer(res, 415, 'Content-Type must be application/json');
    expectUnchanged();
  });

  it('accepts application/json in any letter case and with a charset', async () => {
    const res = await sb.call('POST', '/api/v1/rules', {
      body: ex('PromqlAlert'),
      headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' },
    });
    expect(res.status).toBe(201);
  });
});

describe('DELETE', () => {
  it('deletes when sent with Content-Type: application/json and no body', async () => {
    const res = await sb.raw(
      httpRequest('DELETE', `/api/v1/rules/${ruleId}`, { headers: authed({ ...json, 'Content-Length': '0' }) }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: 200, type: 'success', message: 'Alert deleted' });
    expect((await sb.call('GET', `/api/v1/rules/${ruleId}`)).status).toBe(404);
    const board = await sb.raw(httpRequest('DELETE', `/api/v1/dashboards/${dashboardId}`, { headers: authed(json) }));
    expect(board.status).toBe(200);
  });

  it('ignores whatever body comes with it', async () => {
    const res = await sb.raw(
      httpRequest('DELETE', `/api/v1/rules/${ruleId}`, {
        headers: authed({ 'Content-Type': 'text/plain' }),
        body: 'not json',
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe('methods a path does not take', () => {
  it.each(['PATCH', 'QUERY', 'TRACE', 'HEAD', 'PROPFIND', 'PURGE'])(
    'answers %s with 405 and Allow, whatever the body',
    async (method) => {
      for (const [path, allow] of [
        ['/api/v1/rules', 'GET, POST, OPTIONS'],
        [`/api/v1/rules/${ruleId}`, 'GET, PUT, DELETE, OPTIONS'],
        ['/api/v1/dashboards/', 'GET, POST, OPTIONS'],
        [`/api/v1/dashboards/${dashboardId}`, 'GET, PUT, DELETE, OPTIONS'],
      ]) {
        for (const body of [undefined, '{}', '{"broken', 'x'.repeat(300 * 1024)]) {
          const res = await sb.raw(httpRequest(method, path, { headers: authed(json), body }));
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.allow).toBe(allow);
          if (method !== 'HEAD') expectAnswer(res, 405, 'Method not allowed');
        }
      }
      expectUnchanged();
    },
  );

  it('still answers 404 for an unknown path, whatever the method', async () => {
    expectAnswer(
      await sb.raw(httpRequest('PATCH', '/api/v1/alerts/1', { headers: json, body: '{}' })),
      404,
      'Not found',
    );
  });
});

describe('ids', () => {
  it('has one spelling for a rule id: leading zeros are 400 Invalid ID supplied', async () => {
    const padded = `0${ruleId}`;
    for (const [method, body] of [['GET'], ['DELETE'], ['PUT', ex('PromqlAlert')]] as const) {
      const res = await sb.call(method, `/api/v1/rules/${padded}`, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, type: 'error', message: 'Invalid ID supplied' });
    }
    expect((await sb.call('GET', `/api/v1/rules/00${ruleId}`)).status).toBe(400);
    expect((await sb.call('GET', `/api/v1/rules/${ruleId}`)).status).toBe(200);
    expectUnchanged();
  });

  it('ignores any id in a create or replace body, as documented', async () => {
    for (const id of [0, -5, 'seven', null, { nested: [1] }, 1.5]) {
      const created = await sb.call('POST', '/api/v1/rules', { body: { ...ex('PromqlAlert'), id } });
      expect(created.status, JSON.stringify(id)).toBe(201);
      expect(Number.isInteger(created.body.id) && created.body.id > 0).toBe(true);
      const replaced = await sb.call('PUT', `/api/v1/rules/${ruleId}`, { body: { ...ex('PromqlAlert'), id } });
      expect(replaced.status).toBe(200);
      expect(replaced.body.id).toBe(ruleId);
      const board = await sb.call('POST', '/api/v1/dashboards', { body: { ...ex('ServiceDashboardUpdate'), id } });
      expect(board.status).toBe(201);
      expect(board.body.id).not.toEqual(id);
    }
  });
});

describe('encodings', () => {
  it.each([
    ['a lone continuation byte', Buffer.from([0x80])],
    ['a truncated two-byte sequence', Buffer.from([0xc3])],
    ['an overlong encoding', Buffer.from([0xc0, 0xaf])],
    ['a UTF-16 surrogate encoded as UTF-8', Buffer.from([0xed, 0xa0, 0x80])],
    ['a Latin-1 byte', Buffer.from([0xe9])],
  ])('refuses a body with invalid UTF-8 (%s) with 400 and stores nothing', async (_name, bad) => {
    const text = JSON.stringify({ ...ex('PromqlAlert'), alert: 'caf\u0000' });
    const [head, tail] = text.split('\\u0000');
    const body = Buffer.concat([Buffer.from(head), bad, Buffer.from(tail)]);
    for (const [method, path] of [
      ['POST', '/api/v1/rules'],
      ['PUT', `/api/v1/rules/${ruleId}`],
    ]) {
      const res = await sb.raw(httpRequest(method, path, { headers: authed(json), body }));
      expectAnswer(res, 400, 'Invalid input');
      expect((res.json as any).errors).toEqual([{ path: '', message: 'must be UTF-8 text' }]);
    }
    expectUnchanged();
  });

  it('stores valid UTF-8 as sent', async () => {
    const res = await sb.call('POST', '/api/v1/rules', { body: { ...ex('PromqlAlert'), alert: 'café 🚨 上限' } });
    expect(res.status).toBe(201);
    expect((await sb.call('GET', `/api/v1/rules/${res.body.id}`)).body.alert).toBe('café 🚨 上限');
  });
});
