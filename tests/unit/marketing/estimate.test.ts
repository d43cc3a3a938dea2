import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyCost,
  formatDollars,
  MAX_VOLUME,
  MESSAGES,
  parseVolume,
} from '../../../src/lib/pricing/estimate';
import { teamsMonthlyMinimum, usageRates } from '../../../src/data/pricing';

const estimate = (logs: unknown, traces: unknown, metrics: unknown) =>
  estimateMonthlyCost(
    { logs: logs as string, traces: traces as string, metrics: metrics as string },
    usageRates,
    teamsMonthlyMinimum,
  );

describe('estimateMonthlyCost', () => {
  it('charges the minimum for zero usage', () => {
    const result = estimate('0', '0', '0');
    expect(result).toMatchObject({ ok: true, usageTotal: 0, total: 49, minimumApplies: true });
  });

  it('treats empty fields as zero', () => {
    expect(estimate('', '  ', undefined)).toMatchObject({ ok: true, usageTotal: 0, total: 49 });
  });

  it("adds the lines with this site's prices", () => {
    // 500 GB logs * 0.3 + 200 GB traces * 0.3 + 1000 M samples * 0.1 = 150 + 60 + 100
    const result = estimate('500', '200', '1000');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map((l) => l.cost)).toEqual([150, 60, 100]);
    expect(result.usageTotal).toBe(310);
    expect(result.total).toBe(310);
    expect(result.minimumApplies).toBe(false);
  });

  it('keeps cents exact', () => {
    const result = estimate('0.1', '0.2', '0');
    expect(result.ok && result.usageTotal).toBe(0.09);
  });

  it('accepts thousands separators and numbers', () => {
    const result = estimate('1,500', 0, 2500);
    expect(result.ok && result.usageTotal).toBe(700);
  });

  it('handles huge but allowed volumes', () => {
    const result = estimate(String(MAX_VOLUME), '0', '0');
    expect(result.ok && result.total).toBe(3_000_000);
  });

  it('refuses volumes beyond the estimator', () => {
    expect(estimate(String(MAX_VOLUME + 1), '0', '0')).toEqual({ ok: false, errors: { logs: MESSAGES.tooLarge } });
    expect(estimate('1e400', '0', '0')).toEqual({ ok: false, errors: { logs: MESSAGES.tooLarge } });
  });

  it('reports negative and non-numeric input per field', () => {
    expect(estimate('-5', 'abc', 'NaN')).toEqual({
      ok: false,
      errors: { logs: MESSAGES.negative, traces: MESSAGES.notANumber, metrics: MESSAGES.notANumber },
    });
    expect(estimate(Number.NaN, '1', '1')).toEqual({ ok: false, errors: { logs: MESSAGES.notANumber } });
    expect(estimate('12abc', '1', '1')).toEqual({ ok: false, errors: { logs: MESSAGES.notANumber } });
  });
});

describe('parseVolume', () => {
  it('parses decimals and exponents', () => {
    expect(parseVolume('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseVolume('2e3')).toEqual({ ok: true, value: 2000 });
    expect(parseVolume(null)).toEqual({ ok: true, value: 0 });
  });
});

describe('formatDollars', () => {
  it('formats whole and fractional amounts', () => {
    expect(formatDollars(49)).toBe('$49');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});
