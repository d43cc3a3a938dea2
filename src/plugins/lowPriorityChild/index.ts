import { fork, type Serializable } from 'node:child_process';
import os from 'node:os';

/**
 * Niceness of the child (0 normal, 19 lowest). The bundler leaves one of two cores partly idle while it
 * loads content and bundles (the MDX loaders run on its one JavaScript thread); a child at this
 * niceness takes that idle time and yields whenever the bundler or the page renderer wants the core.
 * Measured with the social cards (2026-11-27, cold builds, interleaved, 2 cores): started from the
 * content load 101.8 and 99.7 s, started in postBuild 111.9 and 99.7 s. The gain is smaller than the
 * idle time suggests: two busy threads on this machine each run slower than one.
 */
export const CHILD_NICENESS = 10;

/** What a child sends back once (see ./child.mjs). */
export type ChildReply<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Runs `script` (an ES module that answers through ./child.mjs's `answer`) in a child process at low CPU
 * priority, sends it `input` and resolves with what it answers. Used for build work that needs only the
 * loaded content (social cards, Markdown twins), so it can start before the bundler and overlap it.
 * The child exits when this process does.
 */
export function runInLowPriorityChild<T>(script: string, input: Serializable, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { serialization: 'advanced' });
    try {
      os.setPriority(child.pid!, CHILD_NICENESS);
    } catch {
      // Not permitted here: the child runs at normal priority, which only costs the overlap.
    }
    let reply: ChildReply<T> | undefined;
    child.on('message', (message: ChildReply<T>) => (reply = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (reply?.ok) resolve(reply.value);
      else reject(new Error(`${name}: ${reply ? reply.error : `child stopped (exit code ${code}, signal ${signal})`}`));
    });
    child.send(input);
  });
}
