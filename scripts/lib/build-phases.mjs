// Reads a production build's log for where its time went, for `npm run bench`.
//
// The bench builds with DOCUSAURUS_PERF_LOGGER=true: Docusaurus then prints a `[PERF]` line per phase
// ("[PERF] Build > en > Bundling with rspack - 21.52 seconds! - (Heap …)"). Our own steps print their
// times in their own lines ([social-cards], [markdown-twins], [post-build]). The phases overlap: the cards
// render alongside bundling, the twins alongside the post-build steps.

/** Docusaurus's phases the bench prints, by the name in the `[PERF]` line (locale prefix removed). */
export const DOCUSAURUS_PHASES = ['Load site', 'Bundling with rspack', 'SSG', 'postBuild()'];

/** Milliseconds of a `[PERF]` duration such as "96.02 ms" or "21.52 seconds!". */
export function perfDurationMs(text) {
  const match = /^([\d.]+) (ms|seconds)/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}

/**
 * The build's phases and steps with their durations, in the order of DOCUSAURUS_PHASES and then as our
 * steps print them. A phase missing from the log (a build without the perf logger) is left out.
 * @param {string} log the build's standard output
 * @returns {{ name: string, ms: number }[]}
 */
export function buildPhases(log) {
  const phases = [];
  for (const name of DOCUSAURUS_PHASES) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`^\\[PERF\\] Build > [^>]+ > ${escaped} - ([^-]+) -`, 'm').exec(log);
    const ms = match ? perfDurationMs(match[1]) : null;
    if (ms !== null) phases.push({ name: `Docusaurus: ${name}`, ms });
  }
  const cards = /^\[social-cards\] .* in (\d+) ms/m.exec(log);
  if (cards) phases.push({ name: 'social cards (alongside bundling)', ms: Number(cards[1]) });
  const twins = /^\[markdown-twins\] .* in (\d+) ms/m.exec(log);
  if (twins) phases.push({ name: 'Markdown twins (alongside post-build steps)', ms: Number(twins[1]) });
  const steps = /^\[post-build\] (.*)$/m.exec(log);
  for (const step of steps ? steps[1].split(', ') : []) {
    const match = /^(.*) ([\d.]+) s$/.exec(step);
    if (match) phases.push({ name: `post-build: ${match[1]}`, ms: Number(match[2]) * 1000 });
  }
  return phases;
}
