/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import type { Store } from '../../server/store';

export interface Sandbox {
  url: string;
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
}

/** Starts the sandbox on a free loopback port with an in-memory (or given) database. */
export async function startSandbox(opts: { dbPath?: string; bodyLimit?: number } = {}): Promise<Sandbox> {
  const key = 'test-key-0123456789';
  const app = await buildApp({
    dbPath: opts.dbPath ?? ':memory:',
    apiKeys: [key, 'second-key'],
    bodyLimit: opts.bodyLimit,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    key,
    store: app.store,
    close: () => app.close(),
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
