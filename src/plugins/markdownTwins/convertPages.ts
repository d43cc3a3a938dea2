import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mdxToMarkdown } from '../../lib/markdownTwins/convert';
import type { SourcePage } from './collect';

/** A share of the pages to convert, with what the conversion needs (plain data: it crosses to a worker). */
export interface ConvertJob {
  pages: SourcePage[];
  siteDir: string;
  siteUrl: string;
  /** Where converted twins are kept between builds. */
  cacheDir: string;
  facts: Record<string, string>;
  /** Source file → page URL, for links that name a page by its file. */
  permalinks: [string, string][];
  /** Files under the build's assets/images (images imported next to a page land there). */
  assetImages: string[];
  /** The conversion's own code: a change to it converts every twin again. */
  converterFiles: string[];
}

export interface ConvertResult {
  twins: [string, string][];
  converted: number;
  reused: number;
  warnings: string[];
}

interface CacheEntry {
  /** Files the twin was made from (the page and the snippets it imports), with their content hashes. */
  inputs: Record<string, string>;
  markdown: string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Where Docusaurus put an image imported next to a page: `assets/images/<name>-<hash>.<ext>`. When two
 * images share a name the match is ambiguous and there is none.
 */
export function bundledImage(assetImages: string[], file: string): string | undefined {
  const ext = path.extname(file);
  const base = path.basename(file, ext);
  const matches = assetImages.filter(
    (name) =>
      name.startsWith(`${base}-`) && name.endsWith(ext) && /^\w+$/.test(name.slice(base.length + 1, -ext.length)),
  );
  return matches.length === 1 ? `/assets/images/${matches[0]}` : undefined;
}

/**
 * Converts pages to their twins, reusing a twin converted by an earlier build when none of the files
 * it was made from changed (nor the page's title, description, URL, the product facts or the
 * converter itself).
 */
export function convertPages(job: ConvertJob): ConvertResult {
  const permalinkByFile = new Map(job.permalinks);
  const converter = sha(job.converterFiles.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const result: ConvertResult = { twins: [], converted: 0, reused: 0, warnings: [] };
  for (const page of job.pages) {
    const key = sha(JSON.stringify([converter, job.siteUrl, page.permalink, page.title, page.description, job.facts]));
    const cacheFile = path.join(job.cacheDir, `${key.slice(0, 40)}-${sha(page.file).slice(0, 12)}.json`);
    if (existsSync(cacheFile)) {
      const entry = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheEntry;
      const fresh = Object.entries(entry.inputs).every(
        ([file, hash]) => existsSync(file) && sha(readFileSync(file, 'utf8')) === hash,
      );
      if (fresh) {
        result.twins.push([page.permalink, entry.markdown]);
        result.reused += 1;
        continue;
      }
    }
    const inputs: Record<string, string> = {};
    const readFile = (file: string) => {
      const text = readFileSync(file, 'utf8');
      inputs[file] = sha(text);
      return text;
    };
    const markdown = mdxToMarkdown(readFile(page.file), {
      filePath: page.file,
      siteDir: job.siteDir,
      siteUrl: job.siteUrl,
      permalink: page.permalink,
      title: page.title,
      description: page.description,
      facts: job.facts,
      readFile,
      permalinkOf: (file) => permalinkByFile.get(file),
      assetUrl: (file) => bundledImage(job.assetImages, file),
      warn: (message) => result.warnings.push(message),
    });
    writeFileSync(cacheFile, JSON.stringify({ inputs, markdown } satisfies CacheEntry));
    result.twins.push([page.permalink, markdown]);
    result.converted += 1;
  }
  return result;
}
