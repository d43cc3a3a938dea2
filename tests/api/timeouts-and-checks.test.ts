/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createValidator, loadOpenApi } from '../../server/openapi';
import { parseResponse } from './rawHttp';
import { startSandbox, type Sandbox } from './sandbox';

const doc = loadOpenApi();
const isApiResponse = createValidator(doc).schema('ApiResponse');

/** Sends part of a request, then waits: resolves with what the server answers and when the socket closed. */
function sendAndWait(port: number, bytes: string, waitMs: number) {
  return new Promise<{ data: Buffer; closedAfterMs: number | undefined }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedAfterMs: number | undefined;
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      resolve({ data: Buffer.concat(chunks), closedAfterMs });
    });
    socket.write(bytes);
    setTimeout(() => {
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closedAfterMs });
    }, waitMs);
  });
}

describe('request timeout', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox({ requestTimeout: 500 });
  });
  afterAll(async () => {
    await sb.close();
  });

  it.each([
    [
      'a body that stops half-way',
      `POST /api/v1/rules HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nSIGNOZ-API-KEY: test-key-0123456789\r\n\r\n{"alert":`,
    ],
    ['headers that never end', 'GET /api/v1/rules HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'],
  ])(
    'answers %s with 408 and an ApiResponse, and closes the connection',
    async (_name, partial) => {
      const before = sb.store.fingerprint();
      const { data, closedAfterMs } = await sendAndWait(sb.port, partial, 5_000);
      const res = parseResponse(data);
      expect(res.status).toBe(408);
      expect(isApiResponse(res.json)).toBe(true);
      expect(res.json).toEqual({ code: 408, type: 'error', message: 'Request timeout' });
      expect(closedAfterMs).toBeDefined();
      expect(sb.store.fingerprint()).toBe(before);
      // The server still answers everyone else.
      expect((await sb.call('GET', '/api/v1/rules')).status).toBe(200);
    },
    15_000,
  );
});

describe('response validation', () => {
  // A copy of the document whose stored-rule schema no response can satisfy.
  const strict = structuredClone(doc) as any;
  strict.components.schemas.StoredAlert.allOf[1].required.push('neverSent');

  async function listWith(validateResponses: boolean | undefined) {
    const app = await buildApp({ dbPath: ':memory:', apiKeys: ['k'], openapi: strict, validateResponses });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/rules`;
    const headers = { 'SIGNOZ-API-KEY': 'k', 'Content-Type': 'application/json' };
    await fetch(url, { method: 'POST', headers, body: JSON.stringify(doc.components.examples.PromqlAlert.value) });
    const res = await fetch(url, { headers });
    const body = await res.json();
    await app.close();
    return { status: res.status, body };
  }

  it('checks every response against the document when asked (tests, development)', async () => {
    const res = await listWith(true);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, type: 'error', message: 'Internal server error' });
  });

  it('does not check responses by default (production)', async () => {
    const res = await listWith(undefined);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });
});
