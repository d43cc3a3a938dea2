// Marks and measures on the page's performance timeline that only the benchmarks read
// (scripts/bench-search.mjs reads the search ones). One helper, so the code that marks says what, and a
// browser that lacks a timing feature loses the figure, never the page.

/** Marks `name` now. */
export function benchMark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing: nothing to record.
  }
}

/** Measures `name` from `start` (a performance.now() time) to now. */
export function benchMeasure(name: string, start: number, detail?: unknown): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // Old browsers without measure options: nothing to record.
  }
}

/** Runs `record` once the next frame is painted: a timer set from within that frame's animation callback. */
export function afterNextPaint(record: () => void): void {
  requestAnimationFrame(() => setTimeout(record, 0));
}
