import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocsUrls, extractProductLinks, mergeProductLinks } from '../../../scripts/lib/product-links.mjs';

// Shapes copied from SigNoz v0.138.0: the onboarding config, an Infrastructure entity page and its chart
// constants, a server error message, and a public file.
const release = [
  {
    path: 'frontend/src/container/OnboardingV2Container/onboarding-configs/onboarding-config-with-links.ts',
    text: "{ id: 'kafka', link: '/docs/messaging-queues/kafka/' },\n{ link: \"/docs/userguide/logs/#setup\" }",
  },
  {
    path: 'frontend/src/container/InfraMonitoringK8sV2/Pods/constants.ts',
    text: "docBasePath: '/infrastructure-monitoring/kubernetes/pods/',\n{ docPath: '#cpu-usage' }",
  },
  {
    path: 'frontend/src/container/InfraMonitoringK8sV2/Nodes/constants.ts',
    text: "docBasePath: '/infrastructure-monitoring/kubernetes/nodes/',\n{ docPath: '/infrastructure-monitoring/hostmetrics/' }",
  },
  {
    path: 'frontend/src/constants/docs.ts',
    text: 'const url = `${DOCS_BASE_URL}/docs/alerts/`; const blog = "https://signoz.io/blog/trace-funnels/";',
  },
  { path: 'pkg/errors/messages.go', text: 'see https://signoz.io/docs/userguide/retention-period/#logs for details' },
  { path: 'conf/example.yaml', text: '# https://signoz.io/docs/install/docker/ and https://signoz.io/blog/not-read/' },
  // Outside the folders the product ships: never read.
  { path: 'tests/e2e/spec.ts', text: "goto('/docs/not-a-product-link/') https://signoz.io/docs/test-only/" },
  // Relative paths only count in the UI's sources, not in the server's.
  { path: 'pkg/handler.go', text: 'path := "/docs/server-side/"' },
];

describe('extractProductLinks', () => {
  it('reads every link form the release uses, joins chart fragments to each entity page, and sorts', () => {
    expect(extractProductLinks(release)).toEqual([
      'https://signoz.io/blog/trace-funnels/',
      'https://signoz.io/docs/alerts/',
      'https://signoz.io/docs/infrastructure-monitoring/hostmetrics/',
      'https://signoz.io/docs/infrastructure-monitoring/kubernetes/nodes/#cpu-usage',
      'https://signoz.io/docs/infrastructure-monitoring/kubernetes/pods/#cpu-usage',
      'https://signoz.io/docs/install/docker/',
      'https://signoz.io/docs/messaging-queues/kafka/',
      'https://signoz.io/docs/userguide/logs/#setup',
      'https://signoz.io/docs/userguide/retention-period/#logs',
    ]);
  });
});

describe('extractDocsUrls', () => {
  it('reads the absolute docs links of chart values, READMEs and templates', () => {
    const files = [
      {
        path: 'charts/signoz/values.yaml',
        text: '# see: https://signoz.io/docs/operate/migration/upgrade-0-131\nenv: {}',
      },
      {
        path: 'charts/k8s-infra/README.md',
        text: '[guide](https://signoz.io/docs/collection-agents/k8s/k8s-infra/overview/) and https://signoz.io/blog/x/. See https://signoz.io/docs/operate/migration/upgrade-0-131.',
      },
    ];
    expect(extractDocsUrls(files)).toEqual([
      'https://signoz.io/docs/collection-agents/k8s/k8s-infra/overview/',
      'https://signoz.io/docs/operate/migration/upgrade-0-131',
    ]);
  });
});

describe('mergeProductLinks', () => {
  const previous = [
    '# header line one',
    '# header line two',
    'https://signoz.io/docs/a/',
    'https://signoz.io/docs/b/ unserved: no page covers B yet',
    'https://signoz.io/docs/gone/ unserved: dropped by the release',
    '',
  ].join('\n');

  it('keeps the header and the marks of links still there, adds new links unmarked, drops the rest', () => {
    const merged = mergeProductLinks(previous, [
      'https://signoz.io/docs/a/',
      'https://signoz.io/docs/b/',
      'https://signoz.io/docs/c/',
    ]);
    expect(merged.text).toBe(
      [
        '# header line one',
        '# header line two',
        'https://signoz.io/docs/a/',
        'https://signoz.io/docs/b/ unserved: no page covers B yet',
        'https://signoz.io/docs/c/',
        '',
      ].join('\n'),
    );
    expect(merged.added).toEqual(['https://signoz.io/docs/c/']);
    expect(merged.removed).toEqual(['https://signoz.io/docs/gone/']);
  });

  it('gives back the same text when the release has the same links', () => {
    const links = ['https://signoz.io/docs/a/', 'https://signoz.io/docs/b/', 'https://signoz.io/docs/gone/'];
    expect(mergeProductLinks(previous, links)).toEqual({ text: previous, added: [], removed: [] });
  });
});

describe('refresh-product-links', () => {
  // A two-release SigNoz and a charts repository in temporary git repositories, read by the real script.
  const makeRepo = (releases: Array<[string, Record<string, string>]>) => {
    const dir = mkdtempSync(join(tmpdir(), 'repo-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args]);
    git('init', '-q');
    for (const [tag, files] of releases) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      git('add', '-A');
      git('commit', '-q', '-m', tag);
      git('tag', tag);
    }
    return dir;
  };
  const signoz = () =>
    makeRepo([
      ['v1.0.0', { 'frontend/src/links.ts': "link: '/docs/a/'\nlink: '/docs/b/'" }],
      ['v1.1.0', { 'frontend/src/links.ts': "link: '/docs/a/'\nlink: '/docs/c/'" }],
    ]);
  const charts = () =>
    makeRepo([['signoz-9.9.9', { 'charts/signoz/values.yaml': '# see https://signoz.io/docs/chart-guide/\n' }]]);
  const run = (repos: string[], out: string, ...args: string[]) =>
    spawnSync(
      'node',
      ['scripts/refresh-product-links.mjs', ...repos, '--out', out, '--chart-tags', 'signoz-9.9.9', ...args],
      {
        encoding: 'utf8',
      },
    );

  it('passes --check when the file matches the releases, and rewrites it for a newer release', () => {
    const repos = [signoz(), charts()];
    const out = join(repos[0], 'links.txt');
    writeFileSync(
      out,
      '# list\nhttps://signoz.io/docs/a/\nhttps://signoz.io/docs/b/ unserved: no page yet\nhttps://signoz.io/docs/chart-guide/\n',
    );

    expect(run(repos, out, '--tag', 'v1.0.0', '--check').status).toBe(0);

    const stale = run(repos, out, '--tag', 'v1.1.0', '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('out of date for v1.1.0, signoz-9.9.9');
    expect(stale.stdout).toContain('+ https://signoz.io/docs/c/');
    expect(stale.stdout).toContain('- https://signoz.io/docs/b/');

    expect(run(repos, out, '--tag', 'v1.1.0').status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(
      '# list\nhttps://signoz.io/docs/a/\nhttps://signoz.io/docs/c/\nhttps://signoz.io/docs/chart-guide/\n',
    );
  });

  it('adds the absolute docs links of other SigNoz repositories given with --repo', () => {
    const repos = [signoz(), charts()];
    const skills = makeRepo([['v2', { 'skills/setup.md': 'See https://signoz.io/docs/skill-guide/ first.' }]]);
    const out = join(repos[0], 'links.txt');
    writeFileSync(out, '# list\n');
    const result = run(repos, out, '--tag', 'v1.0.0', '--repo', `${skills}@v2`);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('+ https://signoz.io/docs/skill-guide/');
    expect(readFileSync(out, 'utf8')).toContain('https://signoz.io/docs/skill-guide/\n');
    const bad = run(repos, out, '--tag', 'v1.0.0', '--repo', skills);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--repo takes <git dir>@<ref>');
  });

  it('says which release it could not read, and needs both repositories', () => {
    const repos = [signoz(), charts()];
    const result = run(repos, join(repos[0], 'links.txt'), '--tag', 'v9.9.9');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('cannot read v9.9.9');
    const missing = spawnSync('node', ['scripts/refresh-product-links.mjs', repos[0]], { encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('usage:');
  });
});
