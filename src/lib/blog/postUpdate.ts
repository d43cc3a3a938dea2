/**
 * The date to show as "Updated {date}" on a post: its front matter's
 * `last_update.date` when that is a valid date after the post's own date
 * (same day or earlier says nothing new). ISO day (YYYY-MM-DD), or undefined.
 */
export function postUpdateDate(published: string, lastUpdate: unknown): string | undefined {
  if (!lastUpdate || typeof lastUpdate !== 'object') return undefined;
  const raw = (lastUpdate as { date?: unknown }).date;
  const value = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw) : undefined;
  if (!value || Number.isNaN(value.getTime())) return undefined;
  const day = value.toISOString().slice(0, 10);
  return day > published.slice(0, 10) ? day : undefined;
}
