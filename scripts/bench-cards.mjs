// Social-card figures for `npm run bench`: what the last build's card step did
// (src/plugins/socialCards writes its run to the cache folder).
import { existsSync, readFileSync } from 'node:fs';
import { table } from './lib/bench-format.mjs';

export async function benchCards() {
  const file = 'node_modules/.cache/signoz-social-cards/last-run.json';
  if (!existsSync(file)) {
    console.log('no social-card run recorded (build first)');
    return;
  }
  const run = JSON.parse(readFileSync(file, 'utf8'));
  const perCard = run.rendered ? `${(run.ms / Math.max(1, run.rendered)).toFixed(0)} ms` : '-';
  // Cards render in a low-priority child from the content load on (src/plugins/socialCards): the time
  // they add to the build is what postBuild waits for them, not their rendering time.
  const waited = typeof run.waitedMs === 'number' ? `${(run.waitedMs / 1000).toFixed(1)} s` : '-';
  console.log(
    table(
      [
        'cards',
        'rendered',
        'from cache',
        'rendering (alongside the build)',
        'per rendered card (wall)',
        'postBuild waited',
      ],
      [[run.cards, run.rendered, run.reused, `${(run.ms / 1000).toFixed(1)} s`, perCard, waited]],
    ),
  );
}
