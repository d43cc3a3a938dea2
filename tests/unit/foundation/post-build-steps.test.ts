// The post-build steps run inside Docusaurus (src/plugins/postBuildSteps), in order, so that
// `docusaurus build` alone and `npm run build` give the same build/.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInSequence } from '../../../src/plugins/postBuildSteps/steps.mjs';

const root = join(__dirname, '../../..');

describe('post-build steps', () => {
  it('run one after the other, each awaited before the next starts, and are timed', async () => {
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
    const timings = await runInSequence([step('content first', 20), step('search index', 1), step('precompress', 5)], {
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
      { name: 'content first', ms: 1000 },
      { name: 'search index', ms: 1000 },
      { name: 'precompress', ms: 1000 },
    ]);
    expect(lines).toEqual(['[post-build] content first 1.0 s, search index 1.0 s, precompress 1.0 s']);
  });

  it('stop at a failing step and name it', async () => {
    const ran: string[] = [];
    await expect(
      runInSequence(
        [
          { name: 'content first', run: () => ran.push('content first') },
          {
            name: 'search index',
            run: () => {
              throw new Error('no page is marked');
            },
          },
          { name: 'precompress', run: () => ran.push('precompress') },
        ],
        { log: () => {} },
      ),
    ).rejects.toThrow('post-build step "search index" failed: no page is marked');
    expect(ran).toEqual(['content first']);
  });

  it('are part of the Docusaurus build: `npm run build` is `docusaurus build` and the site config loads the plugin', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe('docusaurus build');
    const config = readFileSync(join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/^import postBuildStepsPlugin from '\.\/src\/plugins\/postBuildSteps';$/m);
    expect(config).toMatch(/^\s+postBuildStepsPlugin,$/m);
  });
});
