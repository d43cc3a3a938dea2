import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mdxToMarkdown, type MdNode } from '../../lib/markdownTwins/convert';
import type { SourcePage } from './collect';
import { keepTwin, sha, type CacheContext } from './twinCache';

/** A share of the pages to convert, with what the conversion needs (plain data: it crosses to a worker). */
export interface ConvertJob extends CacheContext {
  pages: SourcePage[];
  siteDir: string;
  /** Source file → page URL, for links that name a page by its file. */
  permalinks: [string, string][];
  /** Files under the build's assets/images (images imported next to a page land there). */
  assetImages: string[];
}

export interface ConvertResult {
  twins: [string, string][];
  converted: number;
  warnings: string[];
}

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
 * Converts pages to their twins and keeps each in the cache (twinCache.ts) for the next build. `parsed`
 * gives the trees already parsed (in the process that bundled: ../performance/twinTrees); a worker has none.
 */
export function convertPages(job: ConvertJob, parsed?: (file: string) => MdNode | undefined): ConvertResult {
  const permalinkByFile = new Map(job.permalinks);
  const result: ConvertResult = { twins: [], converted: 0, warnings: [] };
  for (const page of job.pages) {
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
      parsed,
    });
    keepTwin(job, page, { inputs, markdown });
    result.twins.push([page.permalink, markdown]);
    result.converted += 1;
  }
  return result;
}
