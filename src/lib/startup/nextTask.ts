// Yielding to the browser between start-up steps: each step becomes its own
// task, so input and paint can run in between and no step is a long task.

interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * Resolves at the start of a new task. Uses `scheduler.yield()` where the
 * browser has it (the continuation keeps its place ahead of other queued
 * work), else a MessageChannel message, which unlike `setTimeout(0)` is never
 * clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the steps in order, each in its own task. A step may return a promise;
 * the next one starts (in a new task) once it settles.
 */
export async function runInTasks(steps: ReadonlyArray<() => unknown>, yieldTask = nextTask): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}
