// Post-build figures for `npm run bench`: how long the last build took to bundle and render the pages
// (until Docusaurus's postBuild), then each postBuild job: the site's steps in order
// (src/plugins/postBuildSteps), and the social cards and Markdown twins, which run alongside them.
import { existsSync, readFileSync } from 'node:fs';
import { table } from './lib/bench-format.mjs';
import { stagesWallMs } from '../src/plugins/postBuildSteps/steps.mjs';

const CACHE = 'node_modules/.cache';

function lastRun(name) {
  const file = `${CACHE}/${name}/last-run.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export async function benchPostBuild() {
  const run = lastRun('signoz-post-build');
  if (!run) {
    console.log('no post-build run recorded (build first)');
    return;
  }
  const { steps, postBuildAtS } = run;
  // Steps of one stage run at once (src/plugins/postBuildSteps/steps.mjs); runs recorded before stages took one each.
  const staged = steps.map((step, index) => ({ ...step, stage: step.stage ?? index }));
  const total = stagesWallMs(staged);
  const alongside = (step) => staged.filter((other) => other.stage === step.stage).length > 1;
  const cards = lastRun('signoz-social-cards');
  const twins = lastRun('signoz-markdown-twins');
  const rows = [];
  if (typeof postBuildAtS === 'number')
    rows.push(['bundle and render the pages (to postBuild)', `${postBuildAtS.toFixed(1)} s`]);
  rows.push(
    ...staged.map((step) => [
      `postBuild, in order: ${step.name}${alongside(step) ? ' (alongside the others of its stage)' : ''}`,
      seconds(step.ms),
    ]),
  );
  rows.push(['postBuild, in order: total (the longest step of each stage)', seconds(total)]);
  if (cards)
    rows.push([
      `from the content load, alongside: social cards (${cards.rendered} rendered, ${cards.reused} cached; postBuild waited ${typeof cards.waitedMs === 'number' ? seconds(cards.waitedMs) : '-'})`,
      seconds(cards.ms),
    ]);
  if (twins && typeof twins.ms === 'number') rows.push(['postBuild, alongside: Markdown twins', seconds(twins.ms)]);
  console.log(table(['step', 'time'], rows));
}
