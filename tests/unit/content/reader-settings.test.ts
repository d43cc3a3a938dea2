import { describe, expect, it } from 'vitest';
import product from '../../../src/data/product.json';
import {
  REGIONS,
  fillPlaceholders,
  hasPlaceholder,
  isEmpty,
  sanitize,
  validate,
} from '../../../src/lib/readerSettings/settings';

const snippet = [
  'exporters:',
  '  otlp:',
  '    endpoint: ingest.<region>.signoz.cloud:443',
  '    headers:',
  '      signoz-ingestion-key: <your-ingestion-key>',
  '  otlp/self:',
  '    endpoint: <otel-collector-host>:4317',
].join('\n');

describe('fillPlaceholders', () => {
  it('leaves code untouched when nothing is set', () => {
    expect(fillPlaceholders(snippet, {})).toBe(snippet);
  });

  it('fills every occurrence of each set value and leaves the others', () => {
    const filled = fillPlaceholders(`${snippet}\n# <region> again`, { region: 'eu', ingestionKey: 'abcDEF123456' });
    expect(filled).toContain('ingest.eu.signoz.cloud:443');
    expect(filled).toContain('# eu again');
    expect(filled).toContain('signoz-ingestion-key: abcDEF123456');
    expect(filled).toContain('<otel-collector-host>:4317');
  });

  it('never inserts an invalid value', () => {
    const filled = fillPlaceholders(snippet, { collectorHost: 'evil; rm -rf /', ingestionKey: 'has space in it' });
    expect(filled).toBe(snippet);
  });
});

describe('validate and sanitize', () => {
  it('accepts host names, IPv4 and IPv6 and rejects URLs or ports', () => {
    for (const host of [
      'localhost',
      'otel.internal',
      '10.0.0.12',
      '[::1]',
      'signoz-otel-collector.platform.svc.cluster.local',
    ]) {
      expect(validate({ collectorHost: host })).toEqual({});
    }
    for (const host of ['http://localhost', 'localhost:4317', 'a b', '-bad.example']) {
      expect(validate({ collectorHost: host }).collectorHost).toMatch(/host name or IP/);
    }
  });

  it('rejects keys that are too short or contain spaces', () => {
    expect(validate({ ingestionKey: 'short' }).ingestionKey).toBeDefined();
    expect(validate({ ingestionKey: 'a valid-looking key' }).ingestionKey).toBeDefined();
    expect(validate({ ingestionKey: 'Zx81-k2_9PqR.sT' })).toEqual({});
  });

  it('keeps only known, valid values from stored data', () => {
    expect(sanitize({ region: 'mars', deployment: 'cloud', extra: 1, ingestionKey: ' Zx81-k2_9PqR ' })).toEqual({
      deployment: 'cloud',
      ingestionKey: 'Zx81-k2_9PqR',
    });
    expect(sanitize({ region: 'eu2' })).toEqual({ region: 'eu2' });
    expect(sanitize('nonsense')).toEqual({});
    expect(sanitize(null)).toEqual({});
    expect(isEmpty({ region: undefined })).toBe(true);
  });
});

describe('hasPlaceholder', () => {
  it('spots our placeholders only', () => {
    expect(hasPlaceholder(snippet)).toBe(true);
    expect(hasPlaceholder('List<String> names')).toBe(false);
  });
});

describe('REGIONS', () => {
  it('offers every SigNoz Cloud region that product.json lists, in its order', () => {
    const listed = (product as { cloud: { regions: { value: string } } }).cloud.regions.value.split(/,\s*/);
    expect(REGIONS.map((region) => region.value)).toEqual(listed);
  });
});
