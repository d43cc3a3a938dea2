import { describe, expect, it } from 'vitest';
import {
  flattenHits,
  groupResults,
  moveActive,
  isCategoryListing,
  docsTopic,
  promoteTitleMatches,
  titleHasPhrase,
  toSearchHit,
} from '../../../src/lib/search/results';
import type { PagefindResultData } from '../../../src/lib/search/pagefind';

function page(partial: Partial<PagefindResultData> & { url: string }): PagefindResultData {
  return { excerpt: '', meta: {}, filters: {}, sub_results: [], ...partial };
}

const docker = page({
  url: '/docs/install/docker/',
  excerpt: 'Install <mark>SigNoz</mark> on one machine',
  meta: { title: 'Install SigNoz with Docker' },
  filters: { section: ['Docs'] },
  sub_results: [
    { title: 'Install SigNoz with Docker', url: '/docs/install/docker/', excerpt: 'Run <mark>SigNoz</mark> locally' },
    { title: 'Prerequisites', url: '/docs/install/docker/#prerequisites', excerpt: 'no match here' },
    { title: 'Start', url: '/docs/install/docker/#start', excerpt: '<mark>SigNoz</mark> starts' },
    { title: 'Verify', url: '/docs/install/docker/#verify', excerpt: '<mark>SigNoz</mark> <mark>SigNoz</mark>' },
    { title: 'Upgrade', url: '/docs/install/docker/#upgrade', excerpt: '<mark>SigNoz</mark> upgrade' },
    { title: 'Remove', url: '/docs/install/docker/#remove', excerpt: '<mark>SigNoz</mark> <mark>SigNoz</mark> x' },
  ],
});

describe('toSearchHit', () => {
  it('uses the page title, section filter and page-level excerpt', () => {
    const hit = toSearchHit(docker);
    expect(hit.title).toBe('Install SigNoz with Docker');
    expect(hit.section).toBe('docs');
    expect(hit.excerpt).toBe('Run <mark>SigNoz</mark> locally');
  });

  it('keeps the best three matching sections, in page order, without non-matching ones', () => {
    const hit = toSearchHit(docker);
    expect(hit.subHits.map((s) => s.title)).toEqual(['Start', 'Verify', 'Remove']);
    expect(hit.subHits.every((s) => s.url.includes('#'))).toBe(true);
  });

  it('does not repeat the page excerpt when a listed section shows the same passage', () => {
    const hit = toSearchHit(
      page({
        url: '/docs/a/',
        excerpt: 'same <mark>x</mark>',
        sub_results: [{ title: 'S', url: '/docs/a/#s', excerpt: 'same <mark>x</mark>' }],
      }),
    );
    expect(hit.excerpt).toBe('');
    expect(hit.subHits).toHaveLength(1);
  });

  it('falls back to the URL for a title and the URL for the section', () => {
    const hit = toSearchHit(page({ url: '/blog/post/', excerpt: 'x' }));
    expect(hit.title).toBe('/blog/post/');
    expect(hit.section).toBe('blog');
    expect(hit.subHits).toEqual([]);
  });
});

describe('groupResults', () => {
  it('merges duplicate pages and keeps order', () => {
    const other = page({ url: '/pricing/', meta: { title: 'Pricing' } });
    const dup = page({
      url: '/docs/install/docker/',
      sub_results: [{ title: 'Extra', url: '/docs/install/docker/#extra', excerpt: '<mark>a</mark>' }],
    });
    const hits = groupResults([docker, other, dup]);
    expect(hits.map((h) => h.url)).toEqual(['/docs/install/docker/', '/pricing/']);
    expect(hits[0].subHits).toHaveLength(3);
  });
});

describe('keyboard navigation', () => {
  it('flattens pages then their sections', () => {
    const options = flattenHits(groupResults([docker]));
    expect(options.map((o) => o.url)).toEqual([
      '/docs/install/docker/',
      '/docs/install/docker/#start',
      '/docs/install/docker/#verify',
      '/docs/install/docker/#remove',
    ]);
  });

  it('wraps around with arrows and jumps with Home/End', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('title phrase promotion', () => {
  it('finds the query words side by side and in order, as word starts', () => {
    expect(titleHasPhrase('Trace API overview', 'trace api')).toBe(true);
    expect(titleHasPhrase('Traces API reference', 'TRACE  api')).toBe(true);
    expect(titleHasPhrase('Search traces with the API', 'trace api')).toBe(false);
    expect(titleHasPhrase('FastAPI and OpenTelemetry: tracing async endpoints', 'trace api')).toBe(false);
    expect(titleHasPhrase('API for traces', 'trace api')).toBe(false);
    expect(titleHasPhrase('Pricing', 'pricing')).toBe(false);
    expect(titleHasPhrase('Журналы и трассировка', 'журналы и')).toBe(true);
  });

  it('moves phrase matches to the front of each page of results, then titles with every word', () => {
    const titles = ['FastAPI tracing', 'Search traces with the API', 'Trace API overview', 'Other', 'Trace API errors'];
    expect(promoteTitleMatches(titles, 'trace api', (t) => t, 10)).toEqual([
      'Trace API overview',
      'Trace API errors',
      'Search traces with the API',
      'FastAPI tracing',
      'Other',
    ]);
  });

  it('tests titles for the phrase as typed, so a filler word between two query words counts', () => {
    const titles = ['Collect Ruby and Rails application logs', 'Instrument Ruby on Rails applications'];
    const docs = () => true;
    expect(promoteTitleMatches(titles, 'ruby on rails', (t) => t, 10, docs, docs)).toEqual([
      'Instrument Ruby on Rails applications',
      'Collect Ruby and Rails application logs',
    ]);
    // Without the filler word both titles hold every word and neither the phrase: the engine's order stays.
    expect(promoteTitleMatches(titles, 'ruby rails', (t) => t, 10, docs, docs)).toEqual(titles);
  });

  it('never moves a result across a page boundary, so loading more keeps what was shown', () => {
    const titles = ['A', 'B', 'Trace API overview', 'C'];
    expect(promoteTitleMatches(titles, 'trace api', (t) => t, 2)).toEqual(['A', 'B', 'Trace API overview', 'C']);
    expect(promoteTitleMatches(titles, 'trace api', (t) => t, 3)).toEqual(['Trace API overview', 'A', 'B', 'C']);
  });

  it('leaves generated category listings in place', () => {
    const results = [
      '/blog/fastapi/',
      '/docs/category/traces-management/',
      '/docs/traces-management/trace-api/overview/',
    ];
    const titles: Record<string, string> = {
      '/blog/fastapi/': 'FastAPI tracing',
      '/docs/category/traces-management/': 'Traces API',
      '/docs/traces-management/trace-api/overview/': 'Trace API overview',
    };
    expect(isCategoryListing('/docs/category/traces-management/')).toBe(true);
    expect(isCategoryListing('/docs/traces-management/trace-api/overview/')).toBe(false);
    expect(
      promoteTitleMatches(
        results,
        'trace api',
        (url) => titles[url],
        6,
        (url) => !isCategoryListing(url),
      ),
    ).toEqual(['/docs/traces-management/trace-api/overview/', '/blog/fastapi/', '/docs/category/traces-management/']);
  });
});

describe('docs pages whose title names the topic', () => {
  const results = [
    { url: '/opentelemetry/python/', title: 'OpenTelemetry for Python: from a new Flask app to traces' },
    { url: '/blog/flask-tracing/', title: 'Tracing a Flask app with OpenTelemetry' },
    { url: '/docs/instrumentation/python/', title: 'Instrument Python applications with OpenTelemetry' },
    { url: '/docs/instrumentation/flask/', title: 'Instrument Flask applications with OpenTelemetry' },
  ];
  /** The URLs in promoted order, docs told by their address; `topicOf` as the site search passes it. */
  const urlsInOrder = <T extends { url: string }>(
    items: T[],
    term: string,
    titleOf: (item: T) => string,
    pageSize = 10,
    topicOf?: (item: T) => string,
  ) =>
    promoteTitleMatches(
      items,
      term,
      titleOf,
      pageSize,
      () => true,
      (item) => item.url.startsWith('/docs/'),
      topicOf,
    ).map((item) => item.url);
  const promote = (term: string, pageSize = 6) => urlsInOrder(results, term, (r) => r.title, pageSize);
  const pageTitle = (d: PagefindResultData) => d.meta.title ?? '';

  it('put the framework page first for a language-plus-framework query (its title need not name the language)', () => {
    expect(promote('python flask')).toEqual([
      '/docs/instrumentation/flask/',
      '/opentelemetry/python/',
      '/blog/flask-tracing/',
      '/docs/instrumentation/python/',
    ]);
  });

  it('put docs before posts whose title has the phrase, and need only the topic words of a question', () => {
    const found = [
      { url: '/blog/fluentd-vs-fluent-bit/', title: 'Fluentd vs Fluent Bit: which log forwarder' },
      { url: '/blog/kubelet-metrics/', title: 'Kubernetes metrics from the kubelet' },
      { url: '/docs/logs/from-file/', title: 'Collect logs from a file' },
      { url: '/docs/logs/fluent-bit/', title: 'Send logs from Fluent Bit to SigNoz' },
      { url: '/docs/k8s/infra/', title: 'Collect Kubernetes infrastructure metrics with the k8s-infra chart' },
    ];
    const order = (term: string) => urlsInOrder(found, term, (r) => r.title);
    expect(order('fluent bit').slice(0, 2)).toEqual(['/docs/logs/fluent-bit/', '/blog/fluentd-vs-fluent-bit/']);
    expect(order('kubernetes metrics').slice(0, 2)).toEqual(['/docs/k8s/infra/', '/blog/kubelet-metrics/']);
    expect(order('send logs from a file')[0]).toBe('/docs/logs/from-file/');
    expect(order('how to')).toEqual(found.map((r) => r.url));
  });

  it('read a docs page as about its title, its address and the headings of its matching sections', () => {
    const gcp = page({
      url: '/docs/integrations/gcp/gcp-serverless/',
      meta: { title: 'Monitor Cloud Run, Cloud Functions and App Engine' },
      sub_results: [
        {
          title: 'Cloud Run',
          url: '/docs/integrations/gcp/gcp-serverless/#cloud-run',
          excerpt: '<mark>Cloud</mark> Run',
        },
        { title: 'App Engine', url: '/docs/integrations/gcp/gcp-serverless/#app-engine', excerpt: 'no match here' },
      ],
    });
    expect(docsTopic(gcp)).toBe(
      'Monitor Cloud Run, Cloud Functions and App Engine docs integrations gcp gcp-serverless Cloud Run',
    );
    const post = page({ url: '/blog/gcp-costs/', meta: { title: 'Cutting GCP costs' } });
    expect(urlsInOrder([post, gcp], 'gcp cloud run', pageTitle, 10, (d) => docsTopic(d))).toEqual([
      '/docs/integrations/gcp/gcp-serverless/',
      '/blog/gcp-costs/',
    ]);
  });

  it("read a hyphenated address segment as the one word a reader's hyphenated query is searched as", () => {
    // "Air-gapped install" is searched as "airgapped install": the page at /docs/install/air-gapped/ is about
    // it by its address as much as the Helm page is by its heading "Air-gapped and restricted clusters".
    const helm = page({
      url: '/docs/install/kubernetes/others/',
      meta: { title: 'Install SigNoz on any Kubernetes cluster with Helm' },
      sub_results: [
        {
          title: 'Air-gapped and restricted clusters',
          url: '/docs/install/kubernetes/others/#air-gapped',
          excerpt: '<mark>Air-gapped</mark>',
        },
      ],
    });
    const offline = page({
      url: '/docs/install/air-gapped/',
      meta: { title: 'Install SigNoz without internet access' },
    });
    expect(urlsInOrder([offline, helm], 'airgapped install', pageTitle, 10, (d) => docsTopic(d))).toEqual([
      '/docs/install/air-gapped/',
      '/docs/install/kubernetes/others/',
    ]);
  });

  it('put a title before an address or a heading, and judge one word by titles only', () => {
    const faq = page({
      url: '/docs/faqs/product/',
      meta: { title: 'Product FAQ' },
      sub_results: [
        { title: 'Migrate from Datadog', url: '/docs/faqs/product/#datadog', excerpt: '<mark>Datadog</mark>' },
      ],
    });
    const guide = page({
      url: '/comparisons/migrate-from-datadog/',
      meta: { title: 'Migrate from Datadog to SigNoz' },
    });
    const ai = page({
      url: '/docs/ai/costs/',
      meta: { title: 'LLM costs' },
      sub_results: [{ title: 'Pricing', url: '/docs/ai/costs/#pricing', excerpt: '<mark>Pricing</mark>' }],
    });
    const plans = page({ url: '/pricing/', meta: { title: 'Plans and prices' } });
    const order = (items: PagefindResultData[], term: string) =>
      urlsInOrder(items, term, pageTitle, 10, (d) => docsTopic(d));
    expect(order([faq, guide], 'migrate from datadog')).toEqual([
      '/comparisons/migrate-from-datadog/',
      '/docs/faqs/product/',
    ]);
    expect(order([faq, guide], 'migrate datadog')).toEqual([
      '/comparisons/migrate-from-datadog/',
      '/docs/faqs/product/',
    ]);
    expect(order([plans, ai], 'pricing')).toEqual(['/pricing/', '/docs/ai/costs/']);
  });

  it('put docs pages whose title begins with the query first, shorter titles before longer', () => {
    const found = [
      { url: '/docs/tail-sampling/', title: 'Tail sampling: keep every error and slow trace' },
      { url: '/blog/sampling/', title: 'Sampling' },
      { url: '/docs/sampling/', title: 'Sample traces with OpenTelemetry' },
      { url: '/docs/operate/kubernetes/', title: 'Operate SigNoz on Kubernetes' },
      { url: '/docs/k8s/pods/', title: 'Kubernetes pods screen' },
      { url: '/docs/k8s/metrics/', title: 'Kubernetes monitoring' },
      { url: '/docs/k8s/nodes/', title: 'Kubernetes nodes screen' },
      { url: '/docs/falcon/', title: 'Instrument Falcon applications with OpenTelemetry' },
      { url: '/docs/falco/', title: 'Falco alerts and metrics in SigNoz' },
      { url: '/docs/dotnet-logs/', title: 'Collect .NET application logs' },
      { url: '/docs/dotnet/', title: 'Instrument .NET applications with OpenTelemetry' },
    ];
    const order = (term: string) => urlsInOrder(found, term, (r) => r.title, 20);
    expect(order('sampling').slice(0, 3)).toEqual(['/docs/sampling/', '/docs/tail-sampling/', '/blog/sampling/']);
    // Equal lengths keep Pagefind's order; a title that only contains the word comes after.
    expect(order('kubernetes').slice(0, 4)).toEqual([
      '/docs/k8s/metrics/',
      '/docs/k8s/pods/',
      '/docs/k8s/nodes/',
      '/docs/operate/kubernetes/',
    ]);
    expect(order('tail sampling')[0]).toBe('/docs/tail-sampling/');
    // A word the title only begins with the letters of is not the title's subject.
    expect(order('falco').slice(0, 2)).toEqual(['/docs/falco/', '/docs/falcon/']);
    // Neither title begins with .NET: Pagefind's order stands, however short the title.
    expect(order('dotnet').slice(0, 2)).toEqual(['/docs/dotnet-logs/', '/docs/dotnet/']);
    expect(urlsInOrder([...found].reverse(), 'dotnet', (r) => r.title, 20).slice(0, 2)).toEqual([
      '/docs/dotnet/',
      '/docs/dotnet-logs/',
    ]);
  });

  it('count a language word when the query has nothing else', () => {
    expect(promote('python')[0]).toBe('/docs/instrumentation/python/');
  });

  it('leave the order alone when no docs title names the topic, and within a page only', () => {
    expect(promote('gunicorn')).toEqual(results.map((r) => r.url));
    expect(promote('python flask', 2)).toEqual(
      results
        .map((r) => r.url)
        .slice(0, 2)
        .concat(
          results
            .slice(2)
            .reverse()
            .map((r) => r.url),
        ),
    );
  });
});
