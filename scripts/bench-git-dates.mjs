// "Last updated on" figures for `npm run bench`: what reading each page's last commit costs. Docusaurus
// reads it either with one `git log` over the whole history (its eager strategy: what this site uses,
// turned on by future.faster) or with one `git log` per file (its ad-hoc strategy, the default
// without future.faster). Each strategy is timed in a fresh process, over every content file of this
// checkout, the way the content plugins ask (all files at once). The eager one also starts in the
// background when a build starts, whether or not pages show dates.
import { execFileSync, spawnSync } from 'node:child_process';
import { table } from './lib/bench-format.mjs';

const PROBE = `
const path = require('node:path');
const { getVcsPreset } = require('@docusaurus/utils');
const files = JSON.parse(process.env.BENCH_FILES);
const vcs = getVcsPreset(process.env.BENCH_PRESET);
const started = performance.now();
Promise.resolve(vcs.initialize({ siteDir: process.cwd() }))
  .then(() => Promise.all(files.map((file) => vcs.getFileLastUpdateInfo(path.resolve(file)))))
  .then((infos) => console.log(JSON.stringify({ ms: performance.now() - started, dated: infos.filter(Boolean).length })));
`;

export async function benchGitDates() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--', 'docs', 'blog', 'comparisons', 'learn', 'opentelemetry'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /\.mdx?$/.test(file));
  } catch {
    console.log('not a Git checkout: pages show no dates');
    return;
  }
  const commits = execFileSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8' }).trim();
  const rows = [];
  for (const [preset, how] of [
    ['git-eager', 'one git log, whole history (this site)'],
    ['git-ad-hoc', 'one git log per file'],
  ]) {
    const result = spawnSync(process.execPath, ['-e', PROBE], {
      env: { ...process.env, NODE_ENV: 'production', BENCH_FILES: JSON.stringify(files), BENCH_PRESET: preset },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    if (result.status !== 0) {
      rows.push([how, 'failed', result.stderr.split('\n')[0]]);
      continue;
    }
    const { ms, dated } = JSON.parse(result.stdout.trim().split('\n').pop());
    rows.push([how, `${(ms / 1000).toFixed(2)} s`, `${dated} of ${files.length} files`]);
  }
  console.log(`${files.length} content files, ${commits} commits of history`);
  console.log(table(['strategy', 'time to date every page', 'dated'], rows));
}
