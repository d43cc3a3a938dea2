// Docs rules of `npm run check:content` that keep pages in step with the
// product facts (src/data/product.json) and with the collector's components
// (scripts/data/collector-components.json):
// - verifiedProblems: pages with commands or configuration say what release they were checked against;
// - hardCodedFactProblems: a version the facts module holds is written as %%key%%, not typed by hand;
// - endpointProblems: SigNoz Cloud endpoints, headers and self-hosted ports use the one form of the facts;
// - collectorComponentProblems: collector config blocks name only components that exist.
// - contribImageProblems: code blocks run the collector-contrib image at the pinned release.
import yaml from 'js-yaml';

/** Facts whose values are distinctive enough to find by text, with the context that makes a match a copy. */
const VERSION_FACTS = ['signoz.version', 'chart.signoz', 'chart.k8sInfra', 'collector.version', 'clickhouse.version'];
const SDK_WORDS = { 'sdk.python': 'Python', 'sdk.node': 'Node(?:\\.js)?', 'sdk.java': 'Java', 'sdk.go': 'Go' };

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Dotted key → value, from product.json's tree of { value, source }.
 * @param {Record<string, any>} tree
 * @returns {Record<string, string>}
 */
export function flattenFacts(tree, prefix = '') {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (node && typeof node === 'object' && 'value' in node) out[path] = String(node.value);
    else if (node && typeof node === 'object') Object.assign(out, flattenFacts(node, path));
  }
  return out;
}

/** @param {Record<string, any>} data front matter @param {string} currentVersion */
export function verifiedProblems(data, hasCode, currentVersion) {
  const verified = data.verified;
  if (!verified)
    return hasCode ? ['front matter: no `verified` (signoz release and date the page was checked against)'] : [];
  const version = String(verified.signoz ?? '');
  const date = verified.date instanceof Date ? verified.date.toISOString().slice(0, 10) : String(verified.date ?? '');
  const problems = [];
  if (!/^\d+\.\d+\.\d+$/.test(version))
    problems.push(`front matter: verified.signoz "${version}" is not a release (x.y.z)`);
  else if (compareVersions(version, currentVersion) > 0)
    problems.push(`front matter: verified.signoz ${version} is newer than the latest release ${currentVersion}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    problems.push(`front matter: verified.date "${date}" is not a day (YYYY-MM-DD)`);
  return problems;
}

export function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

/** Hand-typed copies of facts the module holds. @param {string} body page text without front matter */
export function hardCodedFactProblems(body, facts) {
  const problems = [];
  for (const key of VERSION_FACTS) {
    const value = facts[key];
    if (!value) continue;
    const pattern = new RegExp(`(?<![\\w.%-])v?${escape(value)}(?![\\w.-]*\\d)`, 'g');
    if (pattern.test(body)) problems.push(`"${value}" typed by hand: write %%${key}%% (src/data/product.json)`);
  }
  for (const [key, word] of Object.entries(SDK_WORDS)) {
    const value = facts[key];
    if (!value) continue;
    const pattern = new RegExp(`\\b${word}\\s+${escape(value)}(?![\\d.])`, 'g');
    if (pattern.test(body))
      problems.push(`"${value}" (${key}) typed by hand: write %%${key}%% (src/data/product.json)`);
  }
  return problems;
}

const CLOUD_HOST = /(?:[a-z][a-z0-9+.-]*:\/\/)?[A-Za-z0-9<>_.-]*signoz\.cloud(?::\d+)?(?:\/[A-Za-z0-9_./-]*)?/g;
// Region codes as SigNoz Cloud names them under Settings → Ingestion: us, us2, eu, eu2, in, in2 (SigNoz's own
// agent-skills README and signoz-mcp-setup mapping list all six).
const CLOUD_FORMS = [
  /^(?:https:\/\/)?ingest\.(?:<region>|us2?|eu2?|in2?)\.signoz\.cloud:443(?:\/v1\/(?:traces|metrics|logs))?$/,
  /^ingest\.(?:<region>|us2?|eu2?|in2?)\.signoz\.cloud$/,
  // The hosted MCP server, as Settings → MCP Server shows it (SigNoz v0.138.0,
  // frontend/src/container/MCPServerSettings/ClientTabs/ClientTabs.tsx, ENDPOINT_PLACEHOLDER).
  /^https:\/\/mcp\.(?:<region>|us2?|eu2?|in2?)\.signoz\.cloud\/mcp$/,
];

/** Endpoint, header and port forms. @param {string} body @param {{code: string, language?: string}[]} blocks */
export function endpointProblems(body, blocks) {
  const problems = new Set();
  for (const match of body.matchAll(CLOUD_HOST)) {
    const host = match[0].replace(/[.:]+$/, '');
    if (!CLOUD_FORMS.some((form) => form.test(host)))
      problems.add(`SigNoz Cloud endpoint "${host}" is not one of the forms of docs/shared/cloud-endpoints.mdx`);
  }
  if (/signoz-access-token/i.test(body))
    problems.add('header signoz-access-token: SigNoz Cloud takes signoz-ingestion-key (since v0.42.0)');
  for (const match of body.matchAll(/<otel-collector-host>:(\d+)/g)) {
    if (!['4317', '4318'].includes(match[1]))
      problems.add(`<otel-collector-host>:${match[1]}: self-hosted OTLP is 4317 (gRPC) or 4318 (HTTP)`);
  }
  for (const match of body.matchAll(/OTEL_EXPORTER_OTLP_(?:(TRACES|METRICS|LOGS)_)?ENDPOINT=["']?([^"'\s`]+)/g)) {
    const [, signal, url] = match;
    if (url.includes('signoz.cloud') && !url.startsWith('https://'))
      problems.add(
        `OTEL_EXPORTER_OTLP_${signal ? `${signal}_` : ''}ENDPOINT=${url}: SDK settings take https://ingest.<region>.signoz.cloud:443`,
      );
    if (url.includes('<otel-collector-host>') && !url.startsWith('http://'))
      problems.add(
        `OTEL_EXPORTER_OTLP_${signal ? `${signal}_` : ''}ENDPOINT=${url}: a self-hosted collector is http://<otel-collector-host>:port`,
      );
  }
  for (const block of blocks) {
    const config = collectorConfig(block);
    if (!config?.exporters) continue;
    for (const [name, settings] of Object.entries(config.exporters)) {
      const endpoint = settings && typeof settings === 'object' ? String(settings.endpoint ?? '') : '';
      if (!endpoint.includes('signoz.cloud')) continue;
      const type = name.split('/')[0];
      if ((type === 'otlp' || type === 'otlp_grpc') && endpoint.includes('://'))
        problems.add(
          `exporter ${name}: the gRPC otlp exporter takes ingest.<region>.signoz.cloud:443 (no scheme) with tls.insecure false`,
        );
      if ((type === 'otlphttp' || type === 'otlp_http') && !endpoint.startsWith('https://'))
        problems.add(`exporter ${name}: the otlphttp exporter takes https://ingest.<region>.signoz.cloud:443`);
      const headers = settings.headers && typeof settings.headers === 'object' ? Object.keys(settings.headers) : [];
      if (!headers.includes('signoz-ingestion-key'))
        problems.add(`exporter ${name} sends to SigNoz Cloud without a signoz-ingestion-key header`);
    }
  }
  return [...problems];
}

const KINDS = ['receivers', 'processors', 'exporters', 'connectors', 'extensions'];

/** The parsed config when a YAML block is an OpenTelemetry Collector config (a `service.pipelines` or two component sections). */
export function collectorConfig(block) {
  if (!['yaml', 'yml'].includes((block.language ?? '').toLowerCase())) return undefined;
  let doc;
  try {
    doc = yaml.load(block.code);
  } catch {
    return undefined;
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
  const sections = KINDS.filter((kind) => doc[kind] && typeof doc[kind] === 'object');
  const hasPipelines = doc.service && typeof doc.service === 'object' && doc.service.pipelines;
  return hasPipelines || sections.length >= 2 ? doc : undefined;
}

/**
 * Components a collector config names that are not in the known list.
 * @param {{code: string, language?: string}[]} blocks
 * @param {Record<string, string[]>} known kind → component types
 */
export function collectorComponentProblems(blocks, known) {
  const problems = new Set();
  for (const block of blocks) {
    const config = collectorConfig(block);
    if (!config) continue;
    for (const kind of KINDS) {
      const section = config[kind];
      if (!section || typeof section !== 'object') continue;
      for (const name of Object.keys(section)) {
        const type = name.split('/')[0];
        if (!(known[kind] ?? []).includes(type))
          problems.add(
            `collector config at line ${block.line}: ${kind.slice(0, -1)} "${type}" is not a known component (scripts/data/collector-components.json)`,
          );
      }
    }
  }
  return [...problems];
}

const CONTRIB_IMAGE = /otel\/opentelemetry-collector-contrib(?![\w*-])(?::([^\s"'`]+))?/g;

/**
 * Collector-contrib images that code blocks run without the pinned tag: `latest`, no tag, or a hand-typed
 * version. The configurations are written for the release SigNoz's collector is built on (%%collector.contrib%%);
 * a later release may drop a deprecated component name or change a default.
 * @param {{code: string, line?: number}[]} blocks
 */
export function contribImageProblems(blocks) {
  const problems = new Set();
  for (const block of blocks) {
    for (const match of block.code.matchAll(CONTRIB_IMAGE)) {
      if (match[1] === '%%collector.contrib%%') continue;
      problems.add(
        `code block at line ${block.line}: otel/opentelemetry-collector-contrib${match[1] ? `:${match[1]}` : ''} ` +
          'is not pinned: write otel/opentelemetry-collector-contrib:%%collector.contrib%%',
      );
    }
  }
  return [...problems];
}
