import { describe, expect, it } from 'vitest';
import { DATED_FACTS, datedFactProblems } from '../../../scripts/lib/dated-facts.mjs';

const header = 'Send `signoz-ingestion-key: <your-ingestion-key>` with every export.';

describe('the date rule', () => {
  it('flags a post dated before a fact it describes', () => {
    const problems = datedFactProblems({ date: '2022-05-10' }, header);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('signoz-ingestion-key header, first released 2024-03-27');
  });

  it('accepts the same text on or after the release, or with a later refresh date', () => {
    expect(datedFactProblems({ date: '2024-03-27' }, header)).toEqual([]);
    expect(datedFactProblems({ date: new Date('2025-01-02') }, header)).toEqual([]);
    expect(datedFactProblems({ date: '2022-05-10', last_update: { date: '2026-11-26' } }, header)).toEqual([]);
  });

  it('still flags a refresh that predates the fact', () => {
    expect(datedFactProblems({ date: '2021-05-10', last_update: { date: '2023-01-01' } }, header)).toHaveLength(1);
  });

  it('knows each fact of the table by its own words', () => {
    const samples: Record<string, string> = {
      'query-builder': 'Open the query builder and group by service.',
      'logs-pipelines': 'Create a logs pipeline with a JSON parser.',
      'cloud-regions': 'Export to ingest.eu.signoz.cloud:443 over gRPC.',
      'ingestion-key-header': header,
      foundry: 'Run foundryctl cast -f casting.yaml.',
    };
    expect(DATED_FACTS.map((fact) => fact.id).sort()).toEqual(Object.keys(samples).sort());
    for (const fact of DATED_FACTS) {
      expect(datedFactProblems({ date: '2020-01-01' }, samples[fact.id], [fact])).toHaveLength(1);
      expect(datedFactProblems({ date: '2020-01-01' }, 'A post about Prometheus histograms.', [fact])).toEqual([]);
    }
  });

  it('ignores a post without a usable date (the front-matter rule reports it)', () => {
    expect(datedFactProblems({}, header)).toEqual([]);
  });
});
