import { describe, expect, it } from 'vitest';
import { buildPhases, perfDurationMs } from '../../../scripts/lib/build-phases.mjs';

// Lines as a cold build printed them on 2026-11-27 (Docusaurus 3.10.2 with DOCUSAURUS_PERF_LOGGER=true).
const LOG = [
  '[PERF] Build > en > Load site > Load plugins - 1.64 seconds! - (Heap 78mb -> 122mb / Total 142mb)',
  '[PERF] Build > en > Load site - 2.02 seconds! - (Heap 72mb -> 118mb / Total 148mb)',
  '[PERF] Build > en > Creating rspack bundler configs - 96.02 ms - (Heap 118mb -> 117mb / Total 147mb)',
  '[PERF] Build > en > Bundling with rspack - 21.52 seconds! - (Heap 117mb -> 400mb / Total 530mb)',
  '[PERF] Build > en > SSG > Thread pool - 14.24 seconds! - (Heap 405mb -> 401mb / Total 506mb)',
  '[PERF] Build > en > SSG - 14.52 seconds! - (Heap 400mb -> 402mb / Total 506mb)',
  '[social-cards] 565 cards (565 rendered, 0 from cache) in 21443 ms, from the content load; postBuild waited 22 ms',
  '[markdown-twins] 622 twins (568 converted, 0 from cache), llms.txt, llms-full.txt 2026 KB in 14197 ms',
  '[post-build] content first 2.1 s, search index 14.5 s, deploy config 0.2 s, precompress 2.7 s',
  '[PERF] Build > en > postBuild() - 19.12 seconds! - (Heap 404mb -> 484mb / Total 539mb)',
].join('\n');

describe('build phases read from the build log', () => {
  it('reads durations in ms and in seconds', () => {
    expect(perfDurationMs('96.02 ms')).toBe(96.02);
    expect(perfDurationMs(' 21.52 seconds! ')).toBe(21520);
    expect(perfDurationMs('soon')).toBeNull();
  });

  it("lists Docusaurus's top-level phases, not their sub-steps, then our steps", () => {
    expect(buildPhases(LOG)).toEqual([
      { name: 'Docusaurus: Load site', ms: 2020 },
      { name: 'Docusaurus: Bundling with rspack', ms: 21520 },
      { name: 'Docusaurus: SSG', ms: 14520 },
      { name: 'Docusaurus: postBuild()', ms: 19120 },
      { name: 'social cards (alongside bundling)', ms: 21443 },
      { name: 'Markdown twins (alongside post-build steps)', ms: 14197 },
      { name: 'post-build: content first', ms: 2100 },
      { name: 'post-build: search index', ms: 14500 },
      { name: 'post-build: deploy config', ms: 200 },
      { name: 'post-build: precompress', ms: 2700 },
    ]);
  });

  it('leaves out what a log without the perf logger does not say', () => {
    expect(buildPhases('[INFO] [en] Creating an optimized production build...')).toEqual([]);
  });
});
