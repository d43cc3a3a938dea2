// Steps that run on the finished build, in order. Each lives in its own module.
import { applyContentFirst } from '../src/plugins/performance/contentFirst/applyContentFirst.mjs';
import { buildSearchIndex } from '../src/plugins/performance/searchIndex/searchIndex.mjs';
import { writeDeployConfig } from './deploy-config.mjs';
import { precompressAssets } from '../src/plugins/performance/precompress/precompress.mjs';

applyContentFirst('build');
await buildSearchIndex({ buildDir: 'build' });
writeDeployConfig('build');
const started = performance.now();
const copies = await precompressAssets('build');
console.log(
  `[precompress] brotli copies of ${copies.files} scripts and styles: ${(copies.brotliBytes / 1024).toFixed(0)} KB ` +
    `(raw ${(copies.bytes / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
