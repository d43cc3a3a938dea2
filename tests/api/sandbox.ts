/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import type { CorsOrigin } from '../../server/cors';
import type { Store } from '../../server/store';
import { rawRequest, type RawResponse } from './rawHttp';

export interface Sandbox {
  url: string;
  port: number;
  key: string;
  store: Store;
  close(): Promise<void>;
  /** fetch with the API key header set (pass `key: null` to leave it out). */
  call(
    method: string,
    path: string,
    init?: {
      body?: unknown;
      raw?: string;
      key?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Sends bytes as they are (see rawHttp.ts) and reads the answer. */
  raw(bytes: Buffer | string, timeoutMs?: number): Promise<RawResponse>;
}

/** Starts the sandbox on a free loopback port with an in-memory (or given) database, validating its responses. */
export async function startSandbox(
  opts: {
    dbPath?: string;
    bodyLimit?: number;
    requestTimeout?: number;
    validateResponses?: boolean;
    corsOrigin?: CorsOrigin;
  } = {},
): Promise<Sandbox> {
  const key = 'test-key-0123456789';
  const app = await buildApp({
    dbPath: opts.dbPath ?? ':memory:',
    apiKeys: [key, 'second-key'],
    bodyLimit: opts.bodyLimit,
    requestTimeout: opts.requestTimeout,
    corsOrigin: opts.corsOrigin,
    // Tests check every answer against the document (a mismatch becomes a 500 the test sees).
    validateResponses: opts.validateResponses ?? true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    key,
    store: app.store,
    close: () => app.close(),
    raw: (bytes, timeoutMs) => rawRequest(port, bytes, timeoutMs),
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.key !== null) headers['SIGNOZ-API-KEY'] = init.key ?? key;
      let body: string | undefined;
      if (init.raw !== undefined) body = init.raw;
      else if (init.body !== undefined) body = JSON.stringify(init.body);
      if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep the text: tests assert on JSON and will fail with it visible */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
  };
}
