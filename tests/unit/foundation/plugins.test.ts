import { describe, expect, it, vi } from 'vitest';
import { fetchStars } from '../../../src/plugins/githubStars';
import { formatStars } from '../../../src/lib/formatStars';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_EDIT_URL, readSettings } from '../../../src/data/settings';
import { insideGitWorktree } from '../../../src/plugins/gitWorktree';
import { isSidebarless, removeItems } from '../../../src/plugins/docsSidebar';

describe('fetchStars', () => {
  it('reads the count from the GitHub API answer', async () => {
    const fake = vi.fn(async () => new Response(JSON.stringify({ stargazers_count: 24567 }), { status: 200 }));
    expect(await fetchStars('SigNoz/signoz', fake as unknown as typeof fetch)).toBe(24567);
    expect(fake).toHaveBeenCalledWith('https://api.github.com/repos/SigNoz/signoz', expect.anything());
  });

  it('gives null when the network fails, the API refuses or answers nonsense', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await fetchStars('a/b', offline)).toBeNull();
    const limited = (async () => new Response('{}', { status: 403 })) as unknown as typeof fetch;
    expect(await fetchStars('a/b', limited)).toBeNull();
    const odd = (async () => new Response(JSON.stringify({ stargazers_count: '9' }))) as unknown as typeof fetch;
    expect(await fetchStars('a/b', odd)).toBeNull();
  });
});

describe('formatStars', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.2k'],
    [24567, '24k'],
    [1_150_000, '1.1M'],
    [-1, ''],
    [Number.NaN, ''],
  ])('%s -> %s', (input, output) => expect(formatStars(input)).toBe(output));
});

describe('readSettings', () => {
  it('configures no third-party service when the environment is empty', () => {
    const settings = readSettings({});
    expect(settings).toEqual({
      gtagId: undefined,
      gtmId: undefined,
      algolia: undefined,
      newsletterProvider: undefined,
      newsletterFormId: undefined,
      signupEndpoint: undefined,
      editUrl: 'https://github.com/SigNoz/signoz-web/edit/main/',
      feedbackEvents: true,
      e2eFixtures: false,
      bundlerCache: false,
    });
  });

  it("keeps Rspack's persistent cache in production builds only with BUNDLER_CACHE=1", () => {
    expect(readSettings({ BUNDLER_CACHE: '1' }).bundlerCache).toBe(true);
    expect(readSettings({ BUNDLER_CACHE: '0' }).bundlerCache).toBe(false);
    expect(readSettings({ BUNDLER_CACHE: 'yes' }).bundlerCache).toBe(false);
  });

  it('points edit links at the public repository by default, at EDIT_URL when set, nowhere when off', () => {
    expect(readSettings({}).editUrl).toBe(DEFAULT_EDIT_URL);
    expect(readSettings({ EDIT_URL: 'https://git.example.com/web/-/edit/main' }).editUrl).toBe(
      'https://git.example.com/web/-/edit/main/',
    );
    for (const off of ['off', 'false', '0', 'none', 'OFF'])
      expect(readSettings({ EDIT_URL: off }).editUrl).toBeUndefined();
    expect(() => readSettings({ EDIT_URL: 'github.com/x' })).toThrow(/EDIT_URL must be an http\(s\) URL/);
  });

  it('sends feedback events unless FEEDBACK_EVENTS is off', () => {
    expect(readSettings({ FEEDBACK_EVENTS: 'on' }).feedbackEvents).toBe(true);
    expect(readSettings({ FEEDBACK_EVENTS: 'off' }).feedbackEvents).toBe(false);
    expect(readSettings({ FEEDBACK_EVENTS: '0' }).feedbackEvents).toBe(false);
  });

  it('switches to Algolia only when all three keys are set', () => {
    expect(readSettings({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k' }).algolia).toBeUndefined();
    expect(
      readSettings({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: ' signoz ' }).algolia,
    ).toEqual({ appId: 'A', apiKey: 'k', indexName: 'signoz' });
  });

  it('treats blank values as unset', () => {
    expect(readSettings({ GTAG_ID: '  ', GTM_ID: '' })).toMatchObject({ gtagId: undefined, gtmId: undefined });
  });
});

describe('insideGitWorktree', () => {
  it('is true in the repository and false in a folder outside any (a source archive)', () => {
    expect(insideGitWorktree(process.cwd())).toBe(true);
    const outside = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(insideGitWorktree(outside)).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('docs sidebar generator helpers', () => {
  it('treats shared snippets and displayed_sidebar: null pages as sidebarless', () => {
    expect(isSidebarless({ id: 'shared/cloud-endpoints', frontMatter: {} })).toBe(true);
    expect(isSidebarless({ id: 'userguide/overview', frontMatter: { displayed_sidebar: null } })).toBe(true);
    expect(isSidebarless({ id: 'install/docker', frontMatter: {} })).toBe(false);
  });

  it('removes hidden docs and empty categories, keeping linked ones', () => {
    const items = [
      { type: 'doc', id: 'a' },
      { type: 'category', label: 'Shared', items: [{ type: 'doc', id: 'shared/x' }] },
      {
        type: 'category',
        label: 'Ops',
        link: { type: 'generated-index' },
        items: [{ type: 'doc', id: 'ops/hidden' }],
      },
    ] as unknown as Parameters<typeof removeItems>[0];
    const out = removeItems(items, new Set(['shared/x', 'ops/hidden']));
    expect(out).toEqual([
      { type: 'doc', id: 'a' },
      { type: 'category', label: 'Ops', link: { type: 'generated-index' }, items: [] },
    ]);
  });
});
