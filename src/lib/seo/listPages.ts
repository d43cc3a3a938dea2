/**
 * Titles and descriptions of the pages Docusaurus generates for each blog-shaped
 * collection (post lists, tag, author and archive pages). Every page needs a
 * title and a description of its own, 50-170 characters (the site gate checks
 * both): paginated pages say which page they are, and list pages describe what
 * they list instead of a one-word label.
 */

export interface Pagination {
  page: number;
  totalPages: number;
}

/** `(page 2 of 5)` on every page but the first. */
export function pageLabel({ page, totalPages }: Pagination): string {
  return page > 1 ? `page ${page} of ${totalPages}` : '';
}

export function paginatedTitle(title: string, pagination: Pagination): string {
  const label = pageLabel(pagination);
  return label ? `${title} (${label})` : title;
}

export function paginatedDescription(description: string, pagination: Pagination): string {
  const label = pageLabel(pagination);
  return label ? `${description} ${label[0].toUpperCase()}${label.slice(1)}.` : description;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Longest description before the page label (" Page 12 of 27." takes up to 16 characters of 170). */
const MAX_BEFORE_PAGE_LABEL = 154;

/** `lead. detail` when it fits, else the lead with a generic ending (a detail cut mid-sentence reads badly). */
function withDetail(lead: string, detail: string | undefined): string {
  const full = detail ? `${lead}. ${detail}` : '';
  return full && full.length <= MAX_BEFORE_PAGE_LABEL ? full : `${lead}, newest first, each shown with its summary.`;
}

export function tagPageDescription(tag: { label: string; count: number; description?: string }, blogTitle: string) {
  return withDetail(`${plural(tag.count, 'post', 'posts')} tagged “${tag.label}” in ${blogTitle}`, tag.description);
}

export function authorPageDescription(
  author: { name?: string; title?: string; description?: string; count: number },
  blogTitle: string,
) {
  const who = [author.name, author.title].filter(Boolean).join(', ');
  return withDetail(`${plural(author.count, 'post', 'posts')} by ${who} in ${blogTitle}`, author.description);
}

export function tagsListDescription(blogTitle: string, tags: number): string {
  return `The ${plural(tags, 'topic', 'topics')} of ${blogTitle}, each tag with a page listing every post that carries it.`;
}

export function authorsListDescription(blogTitle: string, authors: number): string {
  if (authors === 1)
    return `Who writes ${blogTitle}: the byline every post carries, what it stands for, and the page that lists its posts.`;
  return `The ${plural(authors, 'author', 'authors')} of ${blogTitle}: who they are, what they work on, and a page of posts for each.`;
}

export function archiveDescription(blogTitle: string, dates: string[]): string {
  const years = dates.map((date) => new Date(date).getUTCFullYear()).filter((year) => !Number.isNaN(year));
  const span =
    years.length === 0
      ? ''
      : Math.min(...years) === Math.max(...years)
        ? ` from ${years[0]}`
        : ` from ${Math.min(...years)} to ${Math.max(...years)}`;
  return `Every post of ${blogTitle} on one page, ${plural(dates.length, 'post', 'posts')}${span}, grouped by year, newest first.`;
}

/** `<title>` of a docs category index, which lists the pages of a section. */
export function categoryIndexTitle(category: string): string {
  return `${category}: all pages`;
}

/** `<title>` of a collection's archive, tags list or authors list: one per collection. */
export function collectionPageTitle(page: 'Archive' | 'Tags' | 'Authors', blogTitle: string): string {
  return `${page}: ${blogTitle}`;
}

/** `<title>` of a tag's or an author's page, which every collection has its own of. */
export function titleInCollection(themeTitle: string, blogTitle: string): string {
  return `${themeTitle} in ${blogTitle}`;
}
