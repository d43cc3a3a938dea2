// Load test of the API sandbox against a reference, on loopback only, each
// server in a process of its own (scripts/bench-api-server.mjs) and autocannon
// here. `npm run bench:api`.
//
// The reference is a bare Fastify route answering the same stored list from
// memory (and a bare POST that keeps the body in a Map): what the machine can
// do with no key check, validation or database. Our throughput is printed as a
// ratio of it, with p99 latencies, then the sandbox's memory.
//
// Cases (10 connections, a 1-second warm-up, then three alternating rounds of
// BENCH_SECONDS, default 2, against the sandbox and the reference; medians):
//   - GET /api/v1/rules with 50 stored rules (the whole list fits one page)
//   - POST /api/v1/rules with the ThresholdAlert example
//   - GET /api/v1/rules with 11,000 stored rules (one page of the default size)
// Soak (`npm run bench:api -- --soak`, or BENCH_SOAK=1): BENCH_SOAK_SECONDS
// (default 60) of create, read, list and delete cycles with memory read every
// 5 seconds, to see that it stays flat.
//
// Every run is bounded in time and connections, and the servers listen on
// 127.0.0.1 only.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { parse } from 'yaml';
import { median, table } from './lib/bench-format.mjs';

const root = new URL('../', import.meta.url);
const KEY = 'bench-key';
const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const ROUNDS = 3;
const SAMPLE_EVERY_MS = 5_000;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Starts bench-api-server.mjs in its own process; resolves once it listens. */
function startServer(start) {
  const child = fork(fileURLToPath(new URL('bench-api-server.mjs', import.meta.url)), [], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies = [];
  const waiting = [];
  child.on('message', (m) => (waiting.length ? waiting.shift()(m) : replies.push(m)));
  const next = () => new Promise((resolve) => (replies.length ? resolve(replies.shift()) : waiting.push(resolve)));
  child.send({ type: 'start', ...start });
  return next().then((ready) => {
    if (ready.type !== 'ready') throw new Error(`bench server failed: ${ready.message}`);
    return {
      url: `http://127.0.0.1:${ready.port}`,
      list: ready.list,
      /** Memory (after a full GC) and CPU time used so far. */
      async memory() {
        child.send({ type: 'stats', gc: true });
        return next();
      },
      /** CPU time used so far, without a GC. */
      async cpuMicros() {
        child.send({ type: 'stats', gc: false });
        return (await next()).cpuMicros;
      },
      stop() {
        child.send({ type: 'stop' });
        return new Promise((resolve) => child.once('exit', resolve));
      },
    };
  });
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(server, { path, ...request }, seconds) {
  const cpuBefore = await server.cpuMicros();
  // autocannon reads the path from `url` (its `path` option is for `requests` entries only).
  const r = await run({ url: server.url + path, ...request, duration: seconds });
  const cpu = (await server.cpuMicros()) - cpuBefore;
  return {
    // CPU time the server spent per answer: unlike req/s, it hardly depends on what else the machine runs.
    cpuMicrosPerRequest: r.requests.total ? Math.round(cpu / r.requests.total) : 0,
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * The sandbox and the reference in alternating rounds after a warm-up of each,
 * so that a change in the machine's load (it is shared) hits both alike: the
 * ratio is the median of the rounds' ratios, the other figures medians too.
 */
async function compare(ours, ref, request, seconds) {
  for (const server of [ours, ref]) await measure(server, request, WARMUP_SECONDS);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const sandbox = await measure(ours, request, seconds);
    const reference = await measure(ref, request, seconds);
    rounds.push({ sandbox, reference, ratio: sandbox.requestsPerSecond / reference.requestsPerSecond });
  }
  const mid = (f) => median(rounds.map(f));
  const failed = (x) => x.non2xx + x.errors;
  const figures = (side) => ({
    requestsPerSecond: mid((r) => r[side].requestsPerSecond),
    p99Ms: mid((r) => r[side].p99Ms),
    cpuMicrosPerRequest: mid((r) => r[side].cpuMicrosPerRequest),
  });
  return {
    sandbox: figures('sandbox'),
    reference: figures('reference'),
    ratio: mid((r) => r.ratio),
    cpuRatio: mid((r) => r.reference.cpuMicrosPerRequest / r.sandbox.cpuMicrosPerRequest),
    failed: rounds.reduce((n, r) => n + failed(r.sandbox) + failed(r.reference), 0),
  };
}

/**
 * @param {{ seconds?: number, soakSeconds?: number, log?: (line: string) => void }} [options]
 */
export async function benchApi({ seconds = 2, soakSeconds = 0, log = console.log } = {}) {
  const doc = parse(readFileSync(fileURLToPath(new URL('openapi/signoz-api.yaml', root)), 'utf8'));
  const body = JSON.stringify(doc.components.examples.ThresholdAlert.value);
  const headers = { 'SIGNOZ-API-KEY': KEY, 'content-type': 'application/json' };
  const list = { method: 'GET', path: '/api/v1/rules', headers };
  const create = { method: 'POST', path: '/api/v1/rules', headers, body };

  log(
    `API sandbox against a bare Fastify reference: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ` +
      `${ROUNDS} alternating rounds of ${seconds} s each (medians), ` +
      `127.0.0.1, each server in its own process (Node ${process.version}, ${os.cpus().length} cores, ` +
      `load average ${os.loadavg()[0].toFixed(1)})`,
  );
  const ours = await startServer({ mode: 'sandbox', seedRules: 50, bulkRules: 0, body });
  const ref = await startServer({ mode: 'reference', list: ours.list });
  const big = await startServer({ mode: 'sandbox', seedRules: 1, bulkRules: 10_999, body });
  const rows = [];
  const results = [];
  const memoryBefore = await ours.memory();
  try {
    for (const [name, request] of [
      ['GET /api/v1/rules (50 rules)', list],
      ['POST /api/v1/rules', create],
    ]) {
      const c = await compare(ours, ref, request, seconds);
      results.push({ name, ...c });
      rows.push([
        name,
        c.sandbox.requestsPerSecond,
        c.sandbox.p99Ms,
        c.sandbox.cpuMicrosPerRequest,
        c.reference.requestsPerSecond,
        c.reference.p99Ms,
        c.reference.cpuMicrosPerRequest,
        c.ratio.toFixed(2),
        c.cpuRatio.toFixed(2),
        c.failed,
      ]);
    }
    await measure(big, list, WARMUP_SECONDS);
    const page = await measure(big, list, seconds);
    results.push({ name: 'GET /api/v1/rules (11,000 rules)', sandbox: page });
    rows.push([
      'GET /api/v1/rules (11,000 rules)',
      page.requestsPerSecond,
      page.p99Ms,
      page.cpuMicrosPerRequest,
      '',
      '',
      '',
      '',
      '',
      page.non2xx + page.errors,
    ]);
    log(
      table(
        [
          'case',
          'sandbox req/s',
          'p99 ms',
          'CPU µs/req',
          'reference req/s',
          'p99 ms',
          'CPU µs/req',
          'ratio (req/s)',
          'ratio (CPU)',
          'non-2xx + errors',
        ],
        rows,
      ),
    );
    log(
      "  ratio (req/s): our throughput over the reference's; ratio (CPU): the reference's CPU time per answer over ours,\n" +
        '  the same comparison measured in CPU time, which the other work on a shared machine disturbs far less.',
    );
    log(
      page.requestsPerSecond > 0
        ? `  11,000 stored rules: ${(page.bytesPerResponse / 1024).toFixed(1)} KB per answer (one page of the default 100)`
        : `  11,000 stored rules: no answer completed within the ${seconds} s run`,
    );
    const memoryAfter = await ours.memory();
    log(
      `Sandbox memory over these runs: RSS ${MB(memoryBefore.rss)} -> ${MB(memoryAfter.rss)}, ` +
        `heap after GC ${MB(memoryBefore.heapAfterGc)} -> ${MB(memoryAfter.heapAfterGc)} ` +
        `(the creates above stored ${Math.round(results[1].sandbox.requestsPerSecond * (ROUNDS * seconds + WARMUP_SECONDS))} rules or so)`,
    );

    if (soakSeconds > 0) results.push({ name: 'soak', soak: await soak(ours, headers, body, soakSeconds, log) });
  } finally {
    await Promise.all([ours.stop(), ref.stop(), big.stop()]);
  }
  return results;
}

/** Create, read, list, delete on every connection for `seconds`, reading the server's memory every 5 s. */
async function soak(server, headers, body, seconds, log) {
  log(`\nSoak: ${seconds} s of create / get / list / delete cycles on ${CONNECTIONS} connections`);
  const samples = [{ at: 0, ...(await server.memory()) }];
  const started = Date.now();
  const load = run({
    url: server.url,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/rules',
        headers,
        body,
        onResponse: (status, text, context) => (context.id = JSON.parse(text).id),
      },
      { method: 'GET', headers, setupRequest: (req, context) => ({ ...req, path: `/api/v1/rules/${context.id}` }) },
      { method: 'GET', path: '/api/v1/rules', headers },
      { method: 'DELETE', headers, setupRequest: (req, context) => ({ ...req, path: `/api/v1/rules/${context.id}` }) },
    ],
  });
  let done = false;
  load.finally(() => (done = true));
  while (!done) {
    await Promise.race([load, new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS))]);
    if (!done) samples.push({ at: Math.round((Date.now() - started) / 1000), ...(await server.memory()) });
  }
  const r = await load;
  samples.push({ at: Math.round((Date.now() - started) / 1000), ...(await server.memory()) });
  log(
    table(
      ['s', 'RSS', 'heap used', 'heap after GC'],
      samples.map((s) => [s.at, MB(s.rss), MB(s.heapUsed), MB(s.heapAfterGc)]),
    ),
  );
  const rss = samples.map((s) => s.rss);
  const first = samples[1] ?? samples[0];
  const last = samples[samples.length - 1];
  const summary = {
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    rssMinMb: Math.min(...rss) / 2 ** 20,
    rssMaxMb: Math.max(...rss) / 2 ** 20,
    heapAfterGcGrowthMb: (last.heapAfterGc - first.heapAfterGc) / 2 ** 20,
  };
  log(
    `${summary.requestsPerSecond} req/s, p99 ${summary.p99Ms} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}; ` +
      `RSS ${summary.rssMinMb.toFixed(1)}-${summary.rssMaxMb.toFixed(1)} MB; heap after GC from the ${first.at} s sample ` +
      `to the end: ${summary.heapAfterGcGrowthMb >= 0 ? '+' : ''}${summary.heapAfterGcGrowthMb.toFixed(2)} MB`,
  );
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const soakWanted = process.argv.includes('--soak') || process.env.BENCH_SOAK === '1';
  benchApi({
    seconds: Number(process.env.BENCH_SECONDS ?? 2),
    soakSeconds: soakWanted ? Number(process.env.BENCH_SOAK_SECONDS ?? 60) : 0,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
