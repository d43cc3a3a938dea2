/**
 * llms.txt (https://llmstxt.org): the site's name as H1, a one-paragraph summary as a quote, a
 * paragraph of details, then H2 sections listing pages as `- [Title](URL of the .md twin): description`.
 * Also the list twins of index pages (docs categories, collection indexes) and llms-full.txt.
 */
import { twinPath } from './paths';

export interface TwinEntry {
  /** The page's URL path (`/docs/install/docker/`). */
  permalink: string;
  title: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  entries: TwinEntry[];
}

/** One line of a list: the page's title linking to its Markdown twin, then its description. */
export function entryLine(siteUrl: string, entry: TwinEntry): string {
  const title = entry.title.replace(/([[\]\\])/g, '\\$1');
  const description = entry.description?.replace(/\s+/g, ' ').trim();
  return `- [${title}](${siteUrl}${twinPath(entry.permalink)})${description ? `: ${description}` : ''}`;
}

export function llmsTxt(options: {
  siteUrl: string;
  name: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
}): string {
  const lines = [`# ${options.name}`, '', `> ${options.summary.replace(/\s+/g, ' ').trim()}`, '', options.details, ''];
  for (const section of options.sections) {
    if (!section.entries.length) continue;
    lines.push(`## ${section.title}`, '');
    for (const entry of section.entries) lines.push(entryLine(options.siteUrl, entry));
    lines.push('');
  }
  return lines.join('\n');
}

/** The twin of a page that lists other pages (a docs category, a collection's index). */
export function listTwin(siteUrl: string, page: TwinEntry, entries: TwinEntry[], intro?: string): string {
  const lines = [`# ${page.title}`, ''];
  if (page.description) lines.push(`> ${page.description.replace(/\s+/g, ' ').trim()}`, '');
  if (intro) lines.push(intro, '');
  for (const entry of entries) lines.push(entryLine(siteUrl, entry));
  return `${lines.join('\n')}\n`;
}

/** A page's twin inside llms-full.txt: its H1, then where it lives, then the rest. */
export function fullTextPart(siteUrl: string, permalink: string, twin: string): string {
  const newline = twin.indexOf('\n');
  const heading = newline === -1 ? twin : twin.slice(0, newline);
  const rest = newline === -1 ? '' : twin.slice(newline + 1);
  return `${heading}\n\nSource: ${siteUrl}${permalink}\n${rest}`.trimEnd();
}

export interface FullTextFile {
  /** File name at the site root (`llms-full.txt`, `llms-full-install.txt` ...). */
  file: string;
  title: string;
  content: string;
}

/**
 * llms-full.txt: every docs page's twin, in sidebar order, under a short header. When the whole
 * would pass `limit` bytes, one file per section instead (`llms-full-<slug>.txt`), each under the
 * limit unless a single section is larger.
 */
export function fullTextFiles(options: {
  name: string;
  sections: { slug: string; title: string; parts: string[] }[];
  limit: number;
}): FullTextFile[] {
  const header = (title: string) => `# ${title}\n\n> Every page of the section, as Markdown, in sidebar order.\n`;
  const join = (title: string, parts: string[]) => [header(title), ...parts].join('\n\n---\n\n') + '\n';
  const all = join(
    `${options.name} documentation (full text)`,
    options.sections.flatMap((s) => s.parts),
  );
  if (new TextEncoder().encode(all).length <= options.limit) {
    return [{ file: 'llms-full.txt', title: `${options.name} documentation (full text)`, content: all }];
  }
  return options.sections
    .filter((section) => section.parts.length)
    .map((section) => {
      const title = `${options.name} documentation: ${section.title} (full text)`;
      return { file: `llms-full-${section.slug}.txt`, title, content: join(title, section.parts) };
    });
}

/**
 * What /llms-full.txt holds once the full text is split per section: tools look for that path by
 * convention, so it lists the section files instead of answering 404.
 */
export function fullTextIndex(name: string, siteUrl: string, files: FullTextFile[]): string {
  return [
    `# ${name} documentation (full text)`,
    '',
    '> The full text of the docs is larger than one file, so it is split per docs section. Each file holds every page of its section, as Markdown, in sidebar order.',
    '',
    ...files.map((f) => `- [${f.title}](${siteUrl}/${f.file})`),
    '',
  ].join('\n');
}
