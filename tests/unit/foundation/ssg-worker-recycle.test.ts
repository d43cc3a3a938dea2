// src/plugins/performance/ssgWorkerRecycle: SSG worker threads replaced at 150 MB of heap instead of 1 GB.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockFile } from '../../../src/plugins/performance/clientRuntime';
import ssgWorkerRecyclePlugin, {
  EXECUTOR_READS_SETTING,
  RECYCLE_ENV,
  SSG_WORKER_RECYCLE_BYTES,
  recycleSsgWorkers,
} from '../../../src/plugins/performance/ssgWorkerRecycle';

const require = createRequire(__filename);
const executorText = readFileSync(stockFile('@docusaurus/core', 'lib/ssg/ssgExecutor.js'), 'utf8');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('recycleSsgWorkers', () => {
  it('sets the threshold on the ssgEnv module the installed executor reads', () => {
    vi.stubEnv(RECYCLE_ENV, '');
    const ssgEnv = require(stockFile('@docusaurus/core', 'lib/ssg/ssgEnv.js')) as Record<string, unknown>;
    const stock = ssgEnv.SSGWorkerThreadRecyclerMaxMemory;
    expect(stock).toBe(1_000_000_000);
    try {
      ssgWorkerRecyclePlugin();
      expect(ssgEnv.SSGWorkerThreadRecyclerMaxMemory).toBe(SSG_WORKER_RECYCLE_BYTES);
      expect(executorText).toContain(EXECUTOR_READS_SETTING);
    } finally {
      ssgEnv.SSGWorkerThreadRecyclerMaxMemory = stock;
    }
  });

  it('leaves a threshold the reader set through the environment', () => {
    vi.stubEnv(RECYCLE_ENV, '500000000');
    const env = { SSGWorkerThreadRecyclerMaxMemory: 500_000_000 };
    recycleSsgWorkers(env, executorText);
    expect(env.SSGWorkerThreadRecyclerMaxMemory).toBe(500_000_000);
  });

  it('fails the strict build when the executor no longer reads the export, and only warns otherwise', () => {
    vi.stubEnv(RECYCLE_ENV, '');
    const changed = executorText.replace(EXECUTOR_READS_SETTING, 'maxMemoryLimitBeforeRecycle: 1e9');
    vi.stubEnv('SITE_STRICT', '1');
    expect(() => recycleSsgWorkers({ SSGWorkerThreadRecyclerMaxMemory: 1e9 }, changed)).toThrow(
      /ssg-worker-recycle: .*SITE_STRICT=1/,
    );
    vi.stubEnv('SITE_STRICT', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { SSGWorkerThreadRecyclerMaxMemory: 1e9 };
    recycleSsgWorkers(env, changed);
    expect(env.SSGWorkerThreadRecyclerMaxMemory).toBe(1e9);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^warning: ssg-worker-recycle/));
  });

  it('fails when ssgEnv no longer exports the setting', () => {
    vi.stubEnv(RECYCLE_ENV, '');
    vi.stubEnv('SITE_STRICT', '1');
    expect(() => recycleSsgWorkers({ SSGWorkerThreadRecyclerMaxMemory: undefined }, executorText)).toThrow(
      /no longer exports SSGWorkerThreadRecyclerMaxMemory/,
    );
  });
});
