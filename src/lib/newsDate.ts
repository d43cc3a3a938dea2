const format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "February 26, 2024" from an ISO day, the same on the server and in every browser (UTC). */
export function formatNewsDate(isoDay: string): string {
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
