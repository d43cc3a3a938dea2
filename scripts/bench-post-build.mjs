// Post-build figures for `npm run bench`: how long the last build took to bundle and render the pages
// (until Docusaurus's postBuild), then each postBuild job: the site's steps in order
// (src/plugins/postBuildSteps), and the social cards and Markdown twins, which run alongside them.
import { existsSync, readFileSync } from 'node:fs';
import { table } from './lib/bench-format.mjs';

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
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const cards = lastRun('signoz-social-cards');
  const twins = lastRun('signoz-markdown-twins');
  const rows = [];
  if (typeof postBuildAtS === 'number')
    rows.push(['bundle and render the pages (to postBuild)', `${postBuildAtS.toFixed(1)} s`]);
  rows.push(...steps.map((step) => [`postBuild, in order: ${step.name}`, seconds(step.ms)]));
  rows.push(['postBuild, in order: total', seconds(total)]);
  if (cards)
    rows.push([
      `from the content load, alongside: social cards (${cards.rendered} rendered, ${cards.reused} cached; postBuild waited ${typeof cards.waitedMs === 'number' ? seconds(cards.waitedMs) : '-'})`,
      seconds(cards.ms),
    ]);
  if (twins && typeof twins.ms === 'number') rows.push(['postBuild, alongside: Markdown twins', seconds(twins.ms)]);
  console.log(table(['step', 'time'], rows));
}
