// A queue drained in the browser's idle time, a few items per idle period, so
// that work which arrives in bursts (every link of a sidebar entering the
// viewport at once) never becomes one long task.

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleQueue<T> {
  push(item: T): void;
  readonly size: number;
}

export interface IdleQueueOptions {
  /** Longest stretch of work per drain, even when the idle period is longer (it can be 50 ms). */
  budgetMs?: number;
  /** Stop when less than this is left of the idle period. */
  reserveMs?: number;
  now?: () => number;
}

/**
 * `run` is called for each item in order. A drain always runs at least one
 * item (so the queue progresses even when the browser is never idle and
 * `schedule` falls back to a timeout), then keeps going while the drain is
 * within `budgetMs` and more than `reserveMs` of the idle period is left.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: ScheduleIdle,
  { budgetMs = 8, reserveMs = 2, now = () => performance.now() }: IdleQueueOptions = {},
): IdleQueue<T> {
  const items: T[] = [];
  let scheduled = false;

  // `scheduled` stays true while a drain runs, so items pushed by `run` join
  // this drain instead of scheduling another.
  const drain = (deadline: IdleDeadlineLike): void => {
    const start = now();
    do {
      const item = items.shift();
      if (item === undefined) break;
      run(item);
    } while (items.length > 0 && deadline.timeRemaining() > reserveMs && now() - start < budgetMs);
    scheduled = items.length > 0;
    if (scheduled) schedule(drain);
  };

  return {
    push(item: T): void {
      items.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
    },
    get size(): number {
      return items.length;
    },
  };
}

/** requestIdleCallback where the browser has it (with a timeout so work is never starved), else a short timer. */
export function browserIdleScheduler(timeoutMs = 2000): ScheduleIdle {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    return (callback) => window.requestIdleCallback(callback, { timeout: timeoutMs });
  }
  return (callback) => setTimeout(() => callback({ timeRemaining: () => 0 }), 16);
}
