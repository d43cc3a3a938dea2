/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator, loadOpenApi } from '../../server/openapi';
import { startSandbox, type Sandbox } from './sandbox';

const doc = loadOpenApi();
const v = createValidator(doc);
const ex = (name: string) => structuredClone(doc.components.examples[name].value) as Record<string, any>;
const isApiResponse = (body: unknown) => v.schema('ApiResponse')(body);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/v1/rules'],
    ['POST', '/api/v1/rules'],
    ['GET', '/api/v1/rules/1'],
    ['PUT', '/api/v1/rules/1'],
    ['DELETE', '/api/v1/rules/1'],
    ['GET', '/api/v1/dashboards'],
    ['POST', '/api/v1/dashboards'],
    ['GET', '/api/v1/dashboards/0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a'],
    ['PUT', '/api/v1/dashboards/0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a'],
    ['DELETE', '/api/v1/dashboards/0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a'],
  ])('%s %s refuses a missing or wrong key with 401', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? {} : undefined;
    for (const key of [null, 'wrong', '']) {
      const res = await sb.call(method, path, { key, body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 401,
        type: 'error',
        message: 'Missing or invalid SIGNOZ-API-KEY header',
      });
    }
  });

  it('exposes no undocumented HEAD route that would skip the key check', async () => {
    const res = await fetch(`${sb.url}/api/v1/rules`, { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('accepts every configured key', async () => {
    expect((await sb.call('GET', '/api/v1/rules', { key: 'second-key' })).status).toBe(200);
  });

  it('answers CORS preflight without a key and allows the key header', async () => {
    const res = await fetch(`${sb.url}/api/v1/rules`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'signoz-api-key,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('signoz-api-key');
  });
});

describe('alert rules', () => {
  it('round-trips create, get, list, update and delete', async () => {
    const created = await sb.call('POST', '/api/v1/rules', {
      body: ex('ThresholdAlert'),
    });
    expect(created.status).toBe(201);
    expect(v.schema('StoredAlert')(created.body)).toBe(true);
    const id = created.body.id as number;
    expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(created.body).toEqual({ id, ...ex('ThresholdAlert') });

    const got = await sb.call('GET', `/api/v1/rules/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    const list = await sb.call('GET', '/api/v1/rules');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toContainEqual(created.body);

    const updated = await sb.call('PUT', `/api/v1/rules/${id}`, {
      body: { ...ex('ThresholdAlertUpdate'), id: 999 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(id);
    expect(updated.body.disabled).toBe(true);
    expect((await sb.call('GET', `/api/v1/rules/${id}`)).body).toEqual(updated.body);

    const deleted = await sb.call('DELETE', `/api/v1/rules/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      code: 200,
      type: 'success',
      message: 'Alert deleted',
    });
    const gone = await sb.call('GET', `/api/v1/rules/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      code: 404,
      type: 'error',
      message: 'Alert not found',
    });
    expect((await sb.call('GET', '/api/v1/rules')).body).not.toContainEqual(created.body);
  });

  it('applies the evalWindow 5m and frequency 1m defaults, on create and on update', async () => {
    const body = ex('PromqlAlert');
    expect(body.evalWindow).toBeUndefined();
    const created = await sb.call('POST', '/api/v1/rules', { body });
    expect(created.status).toBe(201);
    expect(created.body.evalWindow).toBe('5m');
    expect(created.body.frequency).toBe('1m');
    expect(created.body.disabled).toBe(false);
    const withValues = await sb.call('PUT', `/api/v1/rules/${created.body.id}`, {
      body: { ...body, evalWindow: '1h', frequency: '5m' },
    });
    expect(withValues.body).toMatchObject({
      evalWindow: '1h',
      frequency: '5m',
    });
    const reset = await sb.call('PUT', `/api/v1/rules/${created.body.id}`, {
      body,
    });
    expect(reset.body).toMatchObject({ evalWindow: '5m', frequency: '1m' });
  });

  it('assigns increasing ids', async () => {
    const a = await sb.call('POST', '/api/v1/rules', {
      body: ex('PromqlAlert'),
    });
    const b = await sb.call('POST', '/api/v1/rules', {
      body: ex('PromqlAlert'),
    });
    expect(b.body.id).toBeGreaterThan(a.body.id);
  });

  it.each([
    ['missing required fields', { alert: 'only a name' }, '', "must have required property 'alertType'"],
    ['an unknown alertType', { ...ex('PromqlAlert'), alertType: 'CPU_ALERT' }, '/alertType', 'must be one of'],
    [
      'a matchType above 4',
      {
        ...ex('PromqlAlert'),
        condition: { ...ex('PromqlAlert').condition, matchType: 5 },
      },
      '/condition/matchType',
      '',
    ],
    [
      'panelType other than graph',
      {
        ...ex('PromqlAlert'),
        condition: {
          ...ex('PromqlAlert').condition,
          compositeQuery: {
            ...ex('PromqlAlert').condition.compositeQuery,
            panelType: 'table',
          },
        },
      },
      '/condition/compositeQuery/panelType',
      'must be one of "graph"',
    ],
    [
      'a malformed evalWindow',
      { ...ex('PromqlAlert'), evalWindow: 'five minutes' },
      '/evalWindow',
      'must match pattern',
    ],
    [
      'an unknown field',
      { ...ex('PromqlAlert'), severity: 'high' },
      '',
      "must NOT have additional property 'severity'",
    ],
    ['a non-object body', [1, 2, 3], '', 'must be object'],
  ])('refuses %s with 400 Invalid input and the details', async (_name, body, path, message) => {
    const res = await sb.call('POST', '/api/v1/rules', { body });
    expect(res.status).toBe(400);
    expect(isApiResponse(res.body)).toBe(true);
    expect(res.body.message).toBe('Invalid input');
    expect(
      res.body.errors.some((e: { path: string; message: string }) => e.path === path && e.message.includes(message)),
    ).toBe(true);
  });

  it('requires a list for the in and nin filter operators', async () => {
    const body = ex('ThresholdAlert');
    body.condition.compositeQuery.builderQueries.A.filters.items[1].value = 'POST /api/checkout';
    const res = await sb.call('POST', '/api/v1/rules', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: '/condition/compositeQuery/builderQueries/A/filters/items/1/value',
      message: 'must be array',
    });
  });

  it('requires a list for the IN and NOT_IN having operators', async () => {
    const body = ex('ThresholdAlert');
    const query = body.condition.compositeQuery.builderQueries.A;
    query.having = [{ columnName: 'count()', op: 'IN', value: 5 }];
    expect((await sb.call('POST', '/api/v1/rules', { body })).status).toBe(400);
    query.having = [{ columnName: 'count()', op: 'IN', value: [5, 10] }];
    expect((await sb.call('POST', '/api/v1/rules', { body })).status).toBe(201);
  });

  it('refuses an update with a bad body and leaves the rule unchanged', async () => {
    const created = await sb.call('POST', '/api/v1/rules', {
      body: ex('PromqlAlert'),
    });
    const res = await sb.call('PUT', `/api/v1/rules/${created.body.id}`, {
      body: { alert: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid input');
    expect((await sb.call('GET', `/api/v1/rules/${created.body.id}`)).body).toEqual(created.body);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999', '%20'])(
    'answers 400 Invalid ID supplied for id %s',
    async (id) => {
      for (const [method, body] of [['GET'], ['DELETE'], ['PUT', ex('PromqlAlert')]] as const) {
        const res = await sb.call(method, `/api/v1/rules/${id}`, { body });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 400,
          type: 'error',
          message: 'Invalid ID supplied',
        });
      }
    },
  );

  it('answers 404 Alert not found for get, update and delete of an unknown id', async () => {
    for (const [method, body] of [['GET'], ['DELETE'], ['PUT', ex('PromqlAlert')]] as const) {
      const res = await sb.call(method, '/api/v1/rules/424242', { body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        type: 'error',
        message: 'Alert not found',
      });
    }
  });
});

describe('dashboards', () => {
  it('round-trips create, get, list, update and delete', async () => {
    const created = await sb.call('POST', '/api/v1/dashboards', {
      body: {
        ...ex('ServiceDashboard'),
        id: '11111111-2222-4333-8444-555555555555',
      },
    });
    expect(created.status).toBe(201);
    expect(v.schema('StoredDashboard')(created.body)).toBe(true);
    const id = created.body.id as string;
    expect(id).not.toBe('11111111-2222-4333-8444-555555555555');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created.body).toEqual({ id, ...ex('ServiceDashboard') });

    expect((await sb.call('GET', `/api/v1/dashboards/${id}`)).body).toEqual(created.body);
    expect((await sb.call('GET', `/api/v1/dashboards/${id.toUpperCase()}`)).body).toEqual(created.body);
    expect((await sb.call('GET', '/api/v1/dashboards')).body).toContainEqual(created.body);

    const updated = await sb.call('PUT', `/api/v1/dashboards/${id}`, {
      body: ex('ServiceDashboardUpdate'),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id, ...ex('ServiceDashboardUpdate') });

    const deleted = await sb.call('DELETE', `/api/v1/dashboards/${id}`);
    expect(deleted.body).toEqual({
      code: 200,
      type: 'success',
      message: 'Dashboard deleted',
    });
    const gone = await sb.call('GET', `/api/v1/dashboards/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      code: 404,
      type: 'error',
      message: 'Dashboard not found',
    });
  });

  it('refuses a widget panel type outside the documented list', async () => {
    const body = ex('ServiceDashboardUpdate');
    body.widgets[0].panelTypes = 'heatmap';
    const res = await sb.call('POST', '/api/v1/dashboards', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('/widgets/0/panelTypes');
  });

  it('refuses a dashboard without title, layout or widgets', async () => {
    const res = await sb.call('POST', '/api/v1/dashboards', {
      body: { description: 'no title' },
    });
    expect(res.status).toBe(400);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    for (const field of ['title', 'layout', 'widgets'])
      expect(messages).toContain(`must have required property '${field}'`);
  });

  it.each(['not-a-uuid', '123', '0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6', 'zb6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a'])(
    'answers 400 Invalid ID supplied for %s',
    async (id) => {
      for (const [method, body] of [['GET'], ['DELETE'], ['PUT', ex('ServiceDashboardUpdate')]] as const) {
        const res = await sb.call(method, `/api/v1/dashboards/${id}`, { body });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 400,
          type: 'error',
          message: 'Invalid ID supplied',
        });
      }
    },
  );

  it('answers 404 Dashboard not found for an unknown uuid', async () => {
    for (const [method, body] of [['GET'], ['DELETE'], ['PUT', ex('ServiceDashboardUpdate')]] as const) {
      const res = await sb.call(method, '/api/v1/dashboards/5a1d9e70-2f4b-4c83-b1e6-9d0c7a8f3e21', { body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Dashboard not found');
    }
  });
});

describe('transport errors', () => {
  it('answers malformed JSON with 400 and an ApiResponse', async () => {
    const res = await sb.call('POST', '/api/v1/rules', { raw: '{"alert": ' });
    expect(res.status).toBe(400);
    expect(isApiResponse(res.body)).toBe(true);
    expect(res.body.message).toBe('Invalid input');
  });

  it('answers an oversized body with 413 and an ApiResponse', async () => {
    const res = await sb.call('POST', '/api/v1/dashboards', {
      raw: JSON.stringify({ title: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 413,
      type: 'error',
      message: 'Request body is too large',
    });
  });

  it('answers a non-JSON content type with 415 and an ApiResponse', async () => {
    const res = await sb.call('POST', '/api/v1/rules', {
      raw: '<alert/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(isApiResponse(res.body)).toBe(true);
  });

  it('answers unknown routes with 404 and an ApiResponse', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/alerts'],
      ['PATCH', '/api/v1/alerts/1'],
      ['GET', '/'],
    ]) {
      const res = await sb.call(method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        type: 'error',
        message: 'Not found',
      });
    }
  });

  it('refuses prototype-poisoning keys', async () => {
    const res = await sb.call('POST', '/api/v1/rules', {
      raw: '{"__proto__": {"polluted": true}}',
    });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
