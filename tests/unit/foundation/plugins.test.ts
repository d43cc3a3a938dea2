import { describe, expect, it, vi } from 'vitest';
import { fetchStars } from '../../../src/plugins/githubStars';
import { formatStars } from '../../../src/lib/formatStars';
import { readSettings } from '../../../src/data/settings';
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
      e2eFixtures: false,
    });
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
