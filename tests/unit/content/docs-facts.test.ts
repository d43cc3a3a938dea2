import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectorComponentProblems,
  collectorConfig,
  compareVersions,
  contribImageProblems,
  endpointProblems,
  flattenFacts,
  hardCodedFactProblems,
  verifiedProblems,
} from '../../../scripts/lib/docs-facts.mjs';

const FACTS = flattenFacts(JSON.parse(readFileSync('src/data/product.json', 'utf8')));
const COMPONENTS = JSON.parse(readFileSync('scripts/data/collector-components.json', 'utf8'));
const yamlBlock = (code: string) => ({ language: 'yaml', code, line: 1 });

describe('verified front matter rule', () => {
  it('is required on pages with commands or configuration only', () => {
    expect(verifiedProblems({}, true, '0.138.0')).toEqual([expect.stringContaining('no `verified`')]);
    expect(verifiedProblems({}, false, '0.138.0')).toEqual([]);
  });
  it('takes a release and a day, not newer than the latest release', () => {
    expect(verifiedProblems({ verified: { signoz: '0.138.0', date: '2026-11-26' } }, true, '0.138.0')).toEqual([]);
    expect(
      verifiedProblems({ verified: { signoz: '0.138.0', date: new Date('2026-11-26') } }, true, '0.138.0'),
    ).toEqual([]);
    expect(verifiedProblems({ verified: { signoz: '0.139.0', date: '2026-11-26' } }, true, '0.138.0')).toEqual([
      expect.stringContaining('newer than the latest release'),
    ]);
    expect(verifiedProblems({ verified: { signoz: 'latest', date: 'today' } }, true, '0.138.0')).toHaveLength(2);
  });
  it('compares versions numerically', () => {
    expect(compareVersions('0.138.0', '0.99.9')).toBe(1);
    expect(compareVersions('0.9.0', '0.10.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });
});

describe('hand-typed product facts', () => {
  it('flags a version the facts module holds, and accepts the token', () => {
    const version = FACTS['signoz.version'];
    expect(hardCodedFactProblems(`Upgrade to v${version} first.`, FACTS)).toEqual([
      expect.stringContaining('%%signoz.version%%'),
    ]);
    expect(
      hardCodedFactProblems(`helm install signoz signoz/signoz --version ${FACTS['chart.signoz']}`, FACTS),
    ).toEqual([expect.stringContaining('%%chart.signoz%%')]);
    expect(hardCodedFactProblems('Upgrade to v%%signoz.version%% first.', FACTS)).toEqual([]);
  });
  it('does not confuse a longer version that starts the same', () => {
    expect(hardCodedFactProblems(`pip install foo==1${FACTS['signoz.version']}1`, FACTS)).toEqual([]);
  });
  it('flags SDK minimums typed next to their language', () => {
    expect(hardCodedFactProblems(`Python ${FACTS['sdk.python']} or newer`, FACTS)).toEqual([
      expect.stringContaining('%%sdk.python%%'),
    ]);
    expect(hardCodedFactProblems('Python %%sdk.python%% or newer', FACTS)).toEqual([]);
  });
});

describe('endpoint forms', () => {
  it('accepts the forms of the cloud-endpoints snippet', () => {
    const body = [
      'export OTEL_EXPORTER_OTLP_ENDPOINT="https://ingest.<region>.signoz.cloud:443"',
      'endpoint: ingest.<region>.signoz.cloud:443',
      'https://ingest.eu.signoz.cloud:443/v1/logs and http://<otel-collector-host>:4318',
      'the hosted MCP server at https://mcp.<region>.signoz.cloud/mcp',
      'the newer regions: https://ingest.us2.signoz.cloud:443, ingest.eu2.signoz.cloud:443, https://mcp.in2.signoz.cloud/mcp',
    ].join('\n');
    expect(endpointProblems(body, [])).toEqual([]);
  });
  it('flags other hosts, ports, schemes and the old header', () => {
    expect(endpointProblems('send to ingest.signoz.cloud:4317', [])).toEqual([
      expect.stringContaining('"ingest.signoz.cloud:4317"'),
    ]);
    expect(endpointProblems('https://ingest.us3.signoz.cloud:443', [])).toEqual([
      expect.stringContaining('"https://ingest.us3.signoz.cloud:443"'),
    ]);
    expect(endpointProblems('http://mcp.us.signoz.cloud/mcp', [])).toEqual([
      expect.stringContaining('"http://mcp.us.signoz.cloud/mcp"'),
    ]);
    expect(endpointProblems('OTEL_EXPORTER_OTLP_ENDPOINT=ingest.<region>.signoz.cloud:443', [])).toEqual([
      expect.stringContaining('SDK settings take https://'),
    ]);
    expect(endpointProblems('signoz-access-token: abc', [])).toEqual([expect.stringContaining('signoz-ingestion-key')]);
    expect(endpointProblems('<otel-collector-host>:4319', [])).toEqual([expect.stringContaining('4317 (gRPC)')]);
  });
  it('checks the exporters of a collector config against the rule', () => {
    const config = yamlBlock(
      [
        'receivers:',
        '  otlp: {}',
        'exporters:',
        '  otlp:',
        '    endpoint: https://ingest.<region>.signoz.cloud:443',
        '  otlphttp:',
        '    endpoint: ingest.<region>.signoz.cloud:443',
        '    headers:',
        '      signoz-ingestion-key: <your-ingestion-key>',
        'service:',
        '  pipelines:',
        '    traces: { receivers: [otlp], exporters: [otlp, otlphttp] }',
      ].join('\n'),
    );
    const problems = endpointProblems('', [config]);
    expect(problems).toContainEqual(expect.stringContaining('exporter otlp: the gRPC otlp exporter'));
    expect(problems).toContainEqual(expect.stringContaining('exporter otlphttp: the otlphttp exporter takes https'));
    expect(problems).toContainEqual(expect.stringContaining('exporter otlp sends to SigNoz Cloud without'));
  });
});

describe('collector components', () => {
  const config = (receiver: string) =>
    yamlBlock(
      `receivers:\n  ${receiver}: {}\nexporters:\n  otlp/signoz: {}\nservice:\n  pipelines:\n    metrics: { receivers: [${receiver}], exporters: [otlp/signoz] }`,
    );
  it('recognises a collector config and leaves other YAML alone', () => {
    expect(collectorConfig(config('hostmetrics'))).toBeDefined();
    expect(collectorConfig(yamlBlock('apiVersion: v1\nkind: Pod'))).toBeUndefined();
    expect(collectorConfig({ language: 'bash', code: 'receivers: x', line: 1 })).toBeUndefined();
  });
  it('accepts known types (with /name suffixes) and flags unknown ones', () => {
    expect(collectorComponentProblems([config('hostmetrics'), config('k8s_cluster/main')], COMPONENTS)).toEqual([]);
    expect(collectorComponentProblems([config('hostmetric')], COMPONENTS)).toEqual([
      expect.stringContaining('receiver "hostmetric" is not a known component'),
    ]);
  });
  it('lists the components of SigNoz collector with their source version', () => {
    expect(COMPONENTS.source.collectorContrib).toMatch(/^v0\.\d+\.\d+$/);
    for (const type of ['otlp', 'filelog', 'docker_stats', 'k8s_cluster', 'prometheus'])
      expect(COMPONENTS.receivers).toContain(type);
    for (const type of ['batch', 'memory_limiter', 'k8sattributes', 'tail_sampling'])
      expect(COMPONENTS.processors).toContain(type);
    expect(COMPONENTS.exporters).toEqual(expect.arrayContaining(['otlp', 'otlphttp', 'debug']));
  });
});

describe('collector-contrib image pin', () => {
  const block = (code: string) => ({ language: 'bash', code, line: 7 });
  it('accepts the image at the pinned fact, and globs or other images', () => {
    expect(
      contribImageProblems([block('docker run -d otel/opentelemetry-collector-contrib:%%collector.contrib%%')]),
    ).toEqual([]);
    expect(contribImageProblems([block('exclude: [otel/opentelemetry-collector-contrib*]')])).toEqual([]);
    expect(contribImageProblems([block('image: otel/opentelemetry-collector-k8s:0.144.0')])).toEqual([]);
  });
  it('flags latest, a missing tag and a hand-typed version, with the line of the block', () => {
    for (const code of [
      'docker run otel/opentelemetry-collector-contrib:latest',
      '"image": "otel/opentelemetry-collector-contrib"',
      '  image: otel/opentelemetry-collector-contrib\n',
      'docker run otel/opentelemetry-collector-contrib:0.144.0 validate',
    ])
      expect(contribImageProblems([block(code)])).toEqual([
        expect.stringMatching(/^code block at line 7: .*not pinned/),
      ]);
  });
  it('pins to a release number from product.json', () => {
    expect(FACTS['collector.contrib']).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
