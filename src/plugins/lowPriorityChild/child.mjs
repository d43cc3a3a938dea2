// The child's side of ./index.ts: takes the one input the parent sends, answers with `work`'s result (or
// its error), then exits. A child whose parent has gone (a build that failed) exits too.

/**
 * @template I, T
 * @param {(input: I) => Promise<T> | T} work
 */
export function answer(work) {
  process.on('disconnect', () => process.exit(1));
  process.once('message', async (input) => {
    let reply;
    try {
      reply = { ok: true, value: await work(input) };
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    process.send(reply, () => process.exit(0));
  });
}
