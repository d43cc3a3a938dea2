/**
 * Monthly cost estimate for SigNoz Cloud (Teams plan). Pure: takes the raw
 * text of the estimator's fields and the price list, returns either the
 * estimate or a message per field. Empty fields count as zero.
 */
import type { UsageRate } from '../../data/pricing';

export type UsageField = 'logs' | 'traces' | 'metrics';

export type UsageInput = Record<UsageField, string | number | null | undefined>;

/** Beyond this volume in one field the estimator stops: such volumes get volume pricing. */
export const MAX_VOLUME = 10_000_000;

export interface EstimateLine {
  id: UsageField;
  quantity: number;
  unitPrice: number;
  cost: number;
}

export type EstimateResult =
  | {
      ok: true;
      lines: EstimateLine[];
      /** Sum of the lines, in dollars. */
      usageTotal: number;
      minimum: number;
      /** What the month costs: the usage total or the minimum, whichever is larger. */
      total: number;
      minimumApplies: boolean;
    }
  | { ok: false; errors: Partial<Record<UsageField, string>> };

export const MESSAGES = {
  notANumber: 'Enter a number, such as 250.',
  negative: 'Enter zero or a positive number.',
  tooLarge: 'That volume is beyond this estimator; talk to us about Enterprise volume pricing.',
} as const;

type Parsed = { ok: true; value: number } | { ok: false; message: string };

export function parseVolume(raw: string | number | null | undefined): Parsed {
  if (raw === null || raw === undefined) return { ok: true, value: 0 };
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else {
    // Accept thousands separators ("1,500") and surrounding spaces.
    const text = raw.trim().replace(/[,_\s]/g, '');
    if (text === '') return { ok: true, value: 0 };
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return { ok: false, message: MESSAGES.notANumber };
    value = Number(text);
  }
  if (Number.isNaN(value)) return { ok: false, message: MESSAGES.notANumber };
  if (value < 0) return { ok: false, message: MESSAGES.negative };
  if (!Number.isFinite(value) || value > MAX_VOLUME) return { ok: false, message: MESSAGES.tooLarge };
  return { ok: true, value };
}

/** Rounds to cents, avoiding binary floating-point noise (0.1 + 0.2). */
function cents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function estimateMonthlyCost(input: UsageInput, rates: UsageRate[], minimum: number): EstimateResult {
  const errors: Partial<Record<UsageField, string>> = {};
  const lines: EstimateLine[] = [];
  for (const rate of rates) {
    const parsed = parseVolume(input[rate.id]);
    if (!parsed.ok) {
      errors[rate.id] = parsed.message;
      continue;
    }
    lines.push({ id: rate.id, quantity: parsed.value, unitPrice: rate.price, cost: cents(parsed.value * rate.price) });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const usageTotal = cents(lines.reduce((sum, line) => sum + line.cost, 0));
  const total = Math.max(usageTotal, minimum);
  return { ok: true, lines, usageTotal, minimum, total, minimumApplies: usageTotal < minimum };
}

export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
