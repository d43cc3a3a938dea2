// Markdown-twin figures for `npm run bench`: what the last build's twin step did (src/plugins/markdownTwins
// writes its run to the cache folder) and the size of what it wrote: the twins, llms.txt and the full text.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatBytes, table } from './lib/bench-format.mjs';

function twinBytes(dir) {
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const inner = twinBytes(path);
      files += inner.files;
      bytes += inner.bytes;
    } else if (name.endsWith('.md') && name !== 'index.md') {
      files += 1;
      bytes += statSync(path).size;
    }
  }
  return { files, bytes };
}

export async function benchTwins({ buildDir }) {
  const file = 'node_modules/.cache/signoz-markdown-twins/last-run.json';
  if (!existsSync(file) || !existsSync(join(buildDir, 'llms.txt'))) {
    console.log('no Markdown-twin run recorded (build first)');
    return;
  }
  const run = JSON.parse(readFileSync(file, 'utf8'));
  const twins = twinBytes(buildDir);
  console.log(
    table(
      [
        'twins',
        'converted',
        "of them from the bundler's parse",
        'from cache',
        'time added to the build',
        'twins on disk (one copy each)',
      ],
      [
        [
          run.twins,
          run.converted,
          run.parsedByBundler ?? '-',
          run.reused,
          `${(run.ms / 1000).toFixed(1)} s`,
          `${twins.files} files, ${formatBytes(twins.bytes)}`,
        ],
      ],
    ),
  );
  const rows = ['llms.txt', ...run.fullText.map((f) => f.file)].map((name) => {
    const body = readFileSync(join(buildDir, name));
    return [name, formatBytes(body.length), formatBytes(gzipSync(body).length)];
  });
  console.log(table(['file', 'size', 'gzip'], rows));
  const limit = 5 * 1024 * 1024;
  const largest = Math.max(...run.fullText.map((f) => f.bytes));
  console.log(
    run.fullText.length === 1
      ? `llms-full.txt is ${((largest / limit) * 100).toFixed(0)}% of the 5 MB past which it is split per docs section`
      : `llms-full split into ${run.fullText.length} files (the whole passed 5 MB)`,
  );
}
