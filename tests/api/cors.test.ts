import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsPolicy } from '../../server/cors';
import { startSandbox, type Sandbox } from './sandbox';

// The sandbox answers CORS itself (server/cors.ts) instead of through @fastify/cors; these pin the
// answers the plugin gave with the sandbox's options, for each way of configuring the origins.

const APP = 'http://localhost:3000';
const OTHER = 'https://evil.example';
const preflightHeaders = (origin: string) => ({
  Origin: origin,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'content-type,signoz-api-key',
});

/** The CORS-related headers of an answer, null where absent. */
function corsOf(res: Response) {
  const h = (name: string) => res.headers.get(name);
  return {
    allowOrigin: h('access-control-allow-origin'),
    vary: h('vary'),
    expose: h('access-control-expose-headers'),
    methods: h('access-control-allow-methods'),
    allowHeaders: h('access-control-allow-headers'),
    maxAge: h('access-control-max-age'),
  };
}

const preflightAnswer = {
  methods: 'GET, POST, PUT, DELETE, OPTIONS',
  allowHeaders: 'Content-Type, SIGNOZ-API-KEY',
  maxAge: '600',
  expose: 'Link',
};

describe('CORS with any origin allowed (the default)', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('answers a preflight 204 with an empty body and no key, on any path', async () => {
    for (const path of ['/api/v1/rules', '/api/v1/rules/7', '/api/v1/nowhere']) {
      const res = await fetch(sb.url + path, { method: 'OPTIONS', headers: preflightHeaders(APP) });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(corsOf(res)).toEqual({ allowOrigin: APP, vary: 'Origin', ...preflightAnswer });
    }
  });

  it('lets the page read every answer, refusals included, and says the answer varies by Origin', async () => {
    for (const [key, status] of [
      [undefined, 200],
      [null, 401],
    ] as const) {
      const res = await sb.call('GET', '/api/v1/rules', { key, headers: { Origin: OTHER } });
      expect(res.status).toBe(status);
      expect(corsOf(new Response(null, { headers: res.headers }))).toMatchObject({
        allowOrigin: OTHER,
        vary: 'Origin',
        expose: 'Link',
        methods: null,
      });
    }
    const unrouted = await sb.call('PATCH', '/api/v1/rules', { headers: { Origin: APP } });
    expect(unrouted.status).toBe(405);
    expect(unrouted.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('sends no Allow-Origin without an Origin, and no CORS headers on an OPTIONS that is not a preflight', async () => {
    const plain = await sb.call('GET', '/api/v1/rules');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Origin');
    const options = await fetch(`${sb.url}/api/v1/rules`, { method: 'OPTIONS', headers: { Origin: APP } });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(corsOf(options)).toEqual({
      allowOrigin: null,
      vary: null,
      expose: null,
      methods: null,
      allowHeaders: null,
      maxAge: null,
    });
    await options.arrayBuffer();
  });
});

describe('CORS with a list of origins', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox({ corsOrigin: [APP, 'https://signoz.io'] });
  });
  afterAll(() => sb.close());

  it('reflects a listed origin only', async () => {
    const listed = await sb.call('GET', '/api/v1/rules', { headers: { Origin: APP } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(APP);
    const other = await sb.call('GET', '/api/v1/rules', { headers: { Origin: OTHER } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toBe('Origin');
  });

  it('answers every preflight 204, with Allow-Origin for a listed origin only', async () => {
    const listed = await fetch(`${sb.url}/api/v1/rules`, { method: 'OPTIONS', headers: preflightHeaders(APP) });
    expect(listed.status).toBe(204);
    expect(corsOf(listed)).toEqual({ allowOrigin: APP, vary: 'Origin', ...preflightAnswer });
    const other = await fetch(`${sb.url}/api/v1/rules`, { method: 'OPTIONS', headers: preflightHeaders(OTHER) });
    expect(other.status).toBe(204);
    expect(corsOf(other)).toEqual({ allowOrigin: null, vary: 'Origin', ...preflightAnswer });
  });
});

describe('corsPolicy', () => {
  it('sends `*` to every origin when the list holds `*`, with no Vary', () => {
    const policy = corsPolicy(['https://signoz.io', '*']);
    for (const origin of [undefined, APP, OTHER])
      expect(policy.headers(origin)).toEqual({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Link',
      });
  });
  it('sends a single configured origin as is, whatever the request says', () => {
    expect(corsPolicy('https://signoz.io').headers(OTHER)).toEqual({
      'Access-Control-Allow-Origin': 'https://signoz.io',
      'Access-Control-Expose-Headers': 'Link',
    });
    expect(() => corsPolicy('')).toThrow(/empty/);
  });
  it('does not reflect an empty Origin', () => {
    expect(corsPolicy(true).headers('')).toEqual({ Vary: 'Origin', 'Access-Control-Expose-Headers': 'Link' });
  });
});
