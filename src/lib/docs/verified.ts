/**
 * The `verified` front matter of a docs page: which SigNoz release its
 * commands and configuration were checked against, and when.
 *   verified:
 *     signoz: 0.138.0
 *     date: 2026-11-26
 */
export interface Verified {
  signoz: string;
  /** ISO day. */
  date: string;
}

/** Reads the front-matter value; undefined when absent or malformed (check:content reports those). */
export function readVerified(value: unknown): Verified | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { signoz, date } = value as { signoz?: unknown; date?: unknown };
  const version = typeof signoz === 'string' || typeof signoz === 'number' ? String(signoz) : '';
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' ? date : '';
  if (!/^\d+\.\d+(\.\d+)?$/.test(version) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return { signoz: version, date: day };
}

/** "SigNoz v0.138": the release line a reader compares with their own. */
export function verifiedRelease(verified: Verified): string {
  const [major, minor] = verified.signoz.split('.');
  return `SigNoz v${major}.${minor}`;
}
