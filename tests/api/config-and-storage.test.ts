import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULTS, resolveConfig } from '../../server/config';
import { loadOpenApi } from '../../server/openapi';
import { startSandbox } from './sandbox';

const dir = mkdtempSync(path.join(tmpdir(), 'signoz-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveConfig', () => {
  it('uses loopback, port 8787, data/api.sqlite and a generated key by default', () => {
    const c = resolveConfig([], {});
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      dbPath: 'data/api.sqlite',
      generatedKey: true,
      bodyLimit: DEFAULTS.bodyLimit,
      corsOrigin: true,
      requestTimeout: 10_000,
      validateResponses: false,
    });
    expect(c.apiKeys).toHaveLength(1);
    expect(c.apiKeys[0]).toMatch(/^sandbox-[A-Za-z0-9_-]{24}$/);
    expect(resolveConfig([], {}).apiKeys[0]).not.toBe(c.apiKeys[0]);
  });

  it('reads keys and settings from the environment, flags winning', () => {
    const c = resolveConfig(['--port', '0', '--db', ':memory:'], {
      SIGNOZ_API_KEYS: ' a, b ,,',
      PORT: '9000',
      SIGNOZ_API_DB: 'x.sqlite',
      SIGNOZ_API_CORS_ORIGINS: 'http://localhost:3000, https://signoz.io',
      SIGNOZ_API_BODY_LIMIT: '1024',
    });
    expect(c).toMatchObject({
      port: 0,
      dbPath: ':memory:',
      apiKeys: ['a', 'b'],
      generatedKey: false,
      bodyLimit: 1024,
      corsOrigin: ['http://localhost:3000', 'https://signoz.io'],
    });
  });

  it('reads the request timeout and the response check from flags or the environment', () => {
    expect(resolveConfig(['--request-timeout', '2500', '--validate-responses'], {})).toMatchObject({
      requestTimeout: 2500,
      validateResponses: true,
    });
    expect(
      resolveConfig([], { SIGNOZ_API_REQUEST_TIMEOUT: '30000', SIGNOZ_API_VALIDATE_RESPONSES: '1' }),
    ).toMatchObject({ requestTimeout: 30_000, validateResponses: true });
    expect(resolveConfig([], { SIGNOZ_API_VALIDATE_RESPONSES: '0' }).validateResponses).toBe(false);
    expect(() => resolveConfig(['--request-timeout', '0'], {})).toThrow(/request timeout/);
  });

  it('refuses bad numbers and unknown flags', () => {
    expect(() => resolveConfig(['--port', 'eighty'], {})).toThrow(/port/);
    expect(() => resolveConfig([], { SIGNOZ_API_BODY_LIMIT: '0' })).toThrow(/body limit/);
    expect(() => resolveConfig(['--verbose'], {})).toThrow();
  });
});

describe('storage', () => {
  it('keeps rules and dashboards in the SQLite file across restarts', async () => {
    const dbPath = path.join(dir, 'nested', 'api.sqlite');
    const doc = loadOpenApi();
    const first = await startSandbox({ dbPath });
    const rule = await first.call('POST', '/api/v1/rules', {
      body: doc.components.examples.PromqlAlert.value,
    });
    const board = await first.call('POST', '/api/v1/dashboards', {
      body: doc.components.examples.ServiceDashboard.value,
    });
    await first.close();

    const second = await startSandbox({ dbPath });
    expect((await second.call('GET', `/api/v1/rules/${rule.body.id}`)).body).toEqual(rule.body);
    expect((await second.call('GET', `/api/v1/dashboards/${board.body.id}`)).body).toEqual(board.body);
    await second.close();
  }, 30_000);

  it('honours a smaller body limit', async () => {
    const sb = await startSandbox({ bodyLimit: 64 });
    const res = await sb.call('POST', '/api/v1/rules', {
      raw: JSON.stringify({ alert: 'x'.repeat(100) }),
    });
    expect(res.status).toBe(413);
    await sb.close();
  }, 30_000);
});
