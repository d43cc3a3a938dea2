// Load test of the API sandbox: starts it on loopback with an in-memory
// database, then runs a short, time-bounded autocannon load against
// GET /api/v1/rules (list) and POST /api/v1/rules (create), printing
// requests per second and p99 latency. `npm run bench:api`.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * @param {{ seconds?: number, connections?: number, seedRules?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ name: string, requestsPerSecond: number, p99Ms: number, non2xx: number, errors: number }[]>}
 */
export async function benchApi({ seconds = 5, connections = 10, seedRules = 50, log = console.log } = {}) {
  const { buildApp } = await tsImport('../server/app.ts', import.meta.url);
  const key = 'bench-key';
  const app = await buildApp({ dbPath: ':memory:', apiKeys: [key] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  const url = `http://127.0.0.1:${port}`;
  const doc = parse(readFileSync(fileURLToPath(new URL('openapi/signoz-api.yaml', root)), 'utf8'));
  const body = JSON.stringify(doc.components.examples.ThresholdAlert.value);
  const headers = { 'SIGNOZ-API-KEY': key, 'content-type': 'application/json' };
  try {
    for (let i = 0; i < seedRules; i++) {
      const res = await fetch(`${url}/api/v1/rules`, {
        method: 'POST',
        headers,
        body,
      });
      if (res.status !== 201) throw new Error(`seeding failed with ${res.status}`);
    }
    const cases = [
      { name: `GET /api/v1/rules (${seedRules} rules)`, method: 'GET' },
      { name: 'POST /api/v1/rules', method: 'POST', body },
    ];
    const results = [];
    for (const c of cases) {
      const r = await run({
        url: `${url}/api/v1/rules`,
        method: c.method,
        headers,
        body: c.body,
        duration: seconds,
        connections,
      });
      const row = {
        name: c.name,
        requestsPerSecond: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      };
      results.push(row);
      log(
        `${row.name.padEnd(32)} ${String(row.requestsPerSecond).padStart(7)} req/s   p99 ${row.p99Ms} ms   non-2xx ${row.non2xx}   errors ${row.errors}`,
      );
    }
    return results;
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  benchApi({ seconds }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
