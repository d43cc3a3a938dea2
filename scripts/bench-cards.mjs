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
  console.log(
    table(
      ['cards', 'rendered', 'from cache', 'time added to the build', 'per rendered card'],
      [[run.cards, run.rendered, run.reused, `${(run.ms / 1000).toFixed(1)} s`, perCard]],
    ),
  );
}
