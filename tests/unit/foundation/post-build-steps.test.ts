// The post-build steps run inside Docusaurus (src/plugins/postBuildSteps), in stages, so that
// `docusaurus build` alone and `npm run build` give the same build/.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runStages, siteSteps, stagesWallMs } from '../../../src/plugins/postBuildSteps/steps.mjs';

const root = join(__dirname, '../../..');

describe('post-build steps', () => {
  it('run stage after stage, each awaited before the next starts, and are timed', async () => {
    const events: string[] = [];
    const step = (name: string, delay: number) => ({
      name,
      run: async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        events.push(`end ${name}`);
      },
    });
    let clock = 0;
    const lines: string[] = [];
    const timings = await runStages([step('content first', 20), step('search index', 1), step('precompress', 5)], {
      log: (line) => lines.push(line),
      now: () => (clock += 1000),
    });
    expect(events).toEqual([
      'start content first',
      'end content first',
      'start search index',
      'end search index',
      'start precompress',
      'end precompress',
    ]);
    expect(timings).toEqual([
      { name: 'content first', ms: 1000, stage: 0 },
      { name: 'search index', ms: 1000, stage: 1 },
      { name: 'precompress', ms: 1000, stage: 2 },
    ]);
    expect(lines).toEqual(['[post-build] content first 1.0 s, search index 1.0 s, precompress 1.0 s']);
  });

  it('run the steps of one stage at once, and the next stage after all of them', async () => {
    const events: string[] = [];
    const step = (name: string, delay: number) => ({
      name,
      run: async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        events.push(`end ${name}`);
      },
    });
    const lines: string[] = [];
    const timings = await runStages(
      [step('content first', 1), [step('search index', 30), step('precompress', 5)], step('deploy config', 1)],
      { log: (line) => lines.push(line) },
    );
    expect(events).toEqual([
      'start content first',
      'end content first',
      'start search index',
      'start precompress',
      'end precompress',
      'end search index',
      'start deploy config',
      'end deploy config',
    ]);
    expect(timings.map(({ name, stage }) => [name, stage])).toEqual([
      ['content first', 0],
      ['precompress', 1],
      ['search index', 1],
      ['deploy config', 2],
    ]);
    expect(lines[0]).toMatch(
      /^\[post-build\] content first [\d.]+ s, precompress [\d.]+ s alongside search index [\d.]+ s, deploy config [\d.]+ s$/,
    );
  });

  it('count a stage by its longest step', () => {
    expect(
      stagesWallMs([
        { name: 'content first', ms: 2000, stage: 0 },
        { name: 'search index', ms: 17000, stage: 1 },
        { name: 'precompress', ms: 3000, stage: 1 },
        { name: 'deploy config', ms: 300, stage: 2 },
      ]),
    ).toBe(19300);
  });

  it("make the assets' brotli copies alongside the search index, and the deploy files after both", async () => {
    const stages = await siteSteps({ outDir: 'build', generatedDir: '.docusaurus' });
    const names = stages.map((stage) => (Array.isArray(stage) ? stage.map((step) => step.name) : stage.name));
    expect(names).toEqual(['content first', ['search index', 'precompress'], 'deploy config']);
  });

  it('stop at a failing step, once the other steps of its stage have settled, and name it', async () => {
    const ran: string[] = [];
    await expect(
      runStages(
        [
          { name: 'content first', run: () => ran.push('content first') },
          [
            {
              name: 'search index',
              run: () => {
                throw new Error('no page is marked');
              },
            },
            {
              name: 'precompress',
              run: async () => {
                await new Promise((resolve) => setTimeout(resolve, 10));
                ran.push('precompress');
              },
            },
          ],
          { name: 'deploy config', run: () => ran.push('deploy config') },
        ],
        { log: () => {} },
      ),
    ).rejects.toThrow('post-build step "search index" failed: no page is marked');
    expect(ran).toEqual(['content first', 'precompress']);
  });

  it('are part of the Docusaurus build: `npm run build` is `docusaurus build` and the site config loads the plugin', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe('docusaurus build');
    const config = readFileSync(join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/^import postBuildStepsPlugin from '\.\/src\/plugins\/postBuildSteps';$/m);
    expect(config).toMatch(/^\s+postBuildStepsPlugin,$/m);
  });
});
