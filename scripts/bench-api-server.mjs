// A server for scripts/bench-api.mjs, run in a process of its own (forked with
// an IPC channel) so that the load generator does not share its thread and its
// memory can be read alone. Listens on 127.0.0.1 only, on a free port.
//
//   mode "sandbox":   the API sandbox (server/app.ts) as `npm run api` runs it
//                     (in-memory SQLite, no request log, no response validation),
//                     seeded with `seedRules` rules through its own POST route,
//                     plus `bulkRules` more written straight to the store.
//   mode "reference": a bare Fastify app answering GET /api/v1/rules with the
//                     same stored list held in memory, and POST /api/v1/rules by
//                     parsing the body, giving it an id and keeping it in a Map.
//                     No key check, no validation, no database.
//
// Messages from the parent: {type: 'stats', gc} answers {type: 'stats', rss,
// heapUsed, heapAfterGc (after a full GC when `gc`), cpuMicros (user + system
// CPU time used so far)}; {type: 'stop'} closes the server and exits.
import { tsImport } from 'tsx/esm/api';

const BENCH_KEY = 'bench-key';

async function sandbox({ seedRules, bulkRules, body }) {
  const { buildApp } = await tsImport('../server/app.ts', import.meta.url);
  const app = await buildApp({ dbPath: ':memory:', apiKeys: [BENCH_KEY], logger: false });
  const headers = { 'signoz-api-key': BENCH_KEY, 'content-type': 'application/json' };
  let stored;
  for (let i = 0; i < Math.max(seedRules, 1); i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/rules', headers, payload: body });
    if (res.statusCode !== 201) throw new Error(`seeding failed with ${res.statusCode}: ${res.body}`);
    stored = JSON.parse(res.body);
  }
  // A large store, written directly: through HTTP, 11,000 creates would take longer than the runs.
  const rule = { ...stored };
  delete rule.id;
  for (let i = 0; i < bulkRules; i++) app.store.createRule(rule);
  const list = await app.inject({ method: 'GET', url: '/api/v1/rules', headers });
  return { app, list: list.body };
}

async function reference({ list }) {
  // Imported here, not at the top: a process that also loads server/app.ts through tsx
  // would otherwise hold two copies of Fastify whose internals do not mix.
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const rules = JSON.parse(list);
  const created = new Map();
  let nextId = rules.length + 1;
  app.get('/api/v1/rules', async () => rules);
  app.post('/api/v1/rules', async (req, reply) => {
    const rule = { id: nextId++, ...req.body };
    created.set(rule.id, rule);
    reply.code(201);
    return rule;
  });
  return { app, list };
}

process.on('message', async (msg) => {
  if (msg.type === 'start') {
    try {
      const { app, list } = msg.mode === 'reference' ? await reference(msg) : await sandbox(msg);
      await app.listen({ host: '127.0.0.1', port: 0 });
      process.send({ type: 'ready', port: app.server.address().port, list });
      process.on('message', async (m) => {
        if (m.type === 'stats') {
          const { user, system } = process.cpuUsage();
          const { rss, heapUsed } = process.memoryUsage();
          if (m.gc) globalThis.gc?.();
          const heapAfterGc = m.gc ? process.memoryUsage().heapUsed : undefined;
          process.send({ type: 'stats', rss, heapUsed, heapAfterGc, cpuMicros: user + system });
        } else if (m.type === 'stop') {
          await app.close();
          process.exit(0);
        }
      });
    } catch (err) {
      process.send({ type: 'error', message: err.stack ?? String(err) });
      process.exit(1);
    }
  }
});
// The parent went away: do not outlive it.
process.on('disconnect', () => process.exit(0));
