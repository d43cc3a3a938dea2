/** Compact star count for the navbar badge: 999, 1.2k, 24k, 1.1M. */
export function formatStars(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '';
  if (count < 1000) return String(Math.floor(count));
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  if (count < 1_000_000) return `${Math.floor(count / 1000)}k`;
  return `${(Math.floor(count / 100_000) / 10).toFixed(1).replace(/\.0$/, '')}M`;
}
