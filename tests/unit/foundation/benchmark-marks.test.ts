import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchMark, benchMeasure } from '../../../src/lib/benchmarkMarks';

afterEach(() => {
  vi.restoreAllMocks();
  performance.clearMarks();
  performance.clearMeasures();
});

describe('benchmark marks', () => {
  it('mark and measure on the performance timeline, with the detail', () => {
    benchMark('signoz-test:open');
    const start = performance.now();
    benchMeasure('signoz-test:query', start, { term: 'docker' });
    expect(performance.getEntriesByName('signoz-test:open', 'mark')).toHaveLength(1);
    const [measure] = performance.getEntriesByName('signoz-test:query', 'measure') as PerformanceMeasure[];
    expect(measure.detail).toEqual({ term: 'docker' });
    expect(measure.startTime).toBe(start);
  });

  it('never throw into the page when the browser cannot record', () => {
    vi.spyOn(performance, 'mark').mockImplementation(() => {
      throw new TypeError('no User Timing');
    });
    vi.spyOn(performance, 'measure').mockImplementation(() => {
      throw new TypeError('no measure options');
    });
    expect(() => benchMark('signoz-test:open')).not.toThrow();
    expect(() => benchMeasure('signoz-test:query', 0)).not.toThrow();
  });
});
