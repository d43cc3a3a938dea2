// Post-build figures for `npm run bench`: the time of each step the last build ran in Docusaurus's
// postBuild (src/plugins/postBuildSteps writes them to the cache folder), in the order they ran.
import { existsSync, readFileSync } from 'node:fs';
import { table } from './lib/bench-format.mjs';

export async function benchPostBuild() {
  const file = 'node_modules/.cache/signoz-post-build/last-run.json';
  if (!existsSync(file)) {
    console.log('no post-build run recorded (build first)');
    return;
  }
  const { steps } = JSON.parse(readFileSync(file, 'utf8'));
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  console.log(
    table(
      ['step', 'time'],
      [
        ...steps.map((step) => [step.name, `${(step.ms / 1000).toFixed(1)} s`]),
        ['total', `${(total / 1000).toFixed(1)} s`],
      ],
    ),
  );
}
