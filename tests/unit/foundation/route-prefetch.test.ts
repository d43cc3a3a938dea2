import { describe, expect, it } from 'vitest';
import type { RouteChunkNames } from '@docusaurus/types';
import { chunkNamesOf, indexChunkNames, routePathOfKey } from '../../../src/lib/routePrefetch/chunkIndex';
import { createIdleQueue, type IdleDeadlineLike } from '../../../src/lib/routePrefetch/idleQueue';

describe('route chunk index', () => {
  it('strips the route hash from a chunk-table key', () => {
    expect(routePathOfKey('/blog/my-post/-fe9')).toBe('/blog/my-post/');
    expect(routePathOfKey('/docs/-5e9')).toBe('/docs/');
    expect(routePathOfKey('/docs/install/docker-compose/-a1b')).toBe('/docs/install/docker-compose/');
  });

  it('collects every chunk name of a nested tree, arrays included', () => {
    expect(
      chunkNamesOf({ __comp: 'a', content: { metadata: 'b' }, items: [{ content: 'c' }, { content: 'd' }] }),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges entries that share a path, as the stock scan does', () => {
    const table: RouteChunkNames = {
      '/docs/-111': { __comp: 'layout', __props: 'versionProps' },
      '/docs/-222': { __comp: 'docRoot' },
      '/docs/install/docker/-333': { __comp: 'docItem', content: 'dockerMdx' },
    };
    const index = indexChunkNames(table);
    expect(index.get('/docs/')).toEqual(['layout', 'versionProps', 'docRoot']);
    expect(index.get('/docs/install/docker/')).toEqual(['docItem', 'dockerMdx']);
    expect(index.get('/docs/install/')).toBeUndefined();
  });
});

describe('idle queue', () => {
  function manualScheduler() {
    const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
    return {
      schedule: (cb: (deadline: IdleDeadlineLike) => void) => pending.push(cb),
      pending,
      runNext(remaining: number) {
        pending.shift()?.({ timeRemaining: () => remaining });
      },
    };
  }

  it('runs nothing until the browser is idle, then items in order', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue<number>((n) => ran.push(n), scheduler.schedule, { now: () => 0 });
    queue.push(1);
    queue.push(2);
    expect(ran).toEqual([]);
    expect(scheduler.pending).toHaveLength(1);
    scheduler.runNext(40);
    expect(ran).toEqual([1, 2]);
    expect(queue.size).toBe(0);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('runs one item per drain when there is no idle time, and reschedules the rest', () => {
    const ran: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue<string>((s) => ran.push(s), scheduler.schedule, { now: () => 0 });
    ['a', 'b', 'c'].forEach((s) => queue.push(s));
    scheduler.runNext(0);
    expect(ran).toEqual(['a']);
    expect(scheduler.pending).toHaveLength(1);
    scheduler.runNext(0);
    scheduler.runNext(0);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('stops a drain once its work budget is spent, even with idle time left', () => {
    let clock = 0;
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue<number>(
      (n) => {
        ran.push(n);
        clock += 3;
      },
      scheduler.schedule,
      { budgetMs: 8, now: () => clock },
    );
    [1, 2, 3, 4, 5].forEach((n) => queue.push(n));
    scheduler.runNext(49);
    expect(ran).toEqual([1, 2, 3]);
    scheduler.runNext(49);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs items pushed during a drain in that drain, without scheduling another', () => {
    const ran: string[] = [];
    const scheduler = manualScheduler();
    const queue: ReturnType<typeof createIdleQueue<string>> = createIdleQueue<string>(
      (s) => {
        ran.push(s);
        if (s === 'route') ['chunk 1', 'chunk 2'].forEach((c) => queue.push(c));
      },
      scheduler.schedule,
      { now: () => 0 },
    );
    queue.push('route');
    scheduler.runNext(40);
    expect(ran).toEqual(['route', 'chunk 1', 'chunk 2']);
    expect(scheduler.pending).toHaveLength(0);
  });
});
