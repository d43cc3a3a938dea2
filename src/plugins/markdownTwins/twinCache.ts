import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SourcePage } from './collect';

/**
 * Twins converted by earlier builds, in node_modules/.cache: one file per page, keyed by what the
 * conversion depends on besides files (URL, title, description, product facts, the converter's code)
 * and holding the content hash of each file it read (the page and the snippets it imports).
 */
export interface CacheEntry {
  inputs: Record<string, string>;
  markdown: string;
}

export interface CacheContext {
  cacheDir: string;
  siteUrl: string;
  facts: Record<string, string>;
  /** Hash of the converter's own code. */
  converter: string;
}

export const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Hash of the conversion's code: a change to it converts every twin again. */
export function converterHash(files: string[]): string {
  return sha(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
}

function cacheFile(context: CacheContext, page: SourcePage): string {
  const key = sha(
    JSON.stringify([context.converter, context.siteUrl, page.permalink, page.title, page.description, context.facts]),
  );
  return path.join(context.cacheDir, `${key.slice(0, 40)}-${sha(page.file).slice(0, 12)}.json`);
}

/** The kept twin of a page, when none of what it was made from changed since. */
export function cachedTwin(context: CacheContext, page: SourcePage): string | undefined {
  const file = cacheFile(context, page);
  if (!existsSync(file)) return undefined;
  const entry = JSON.parse(readFileSync(file, 'utf8')) as CacheEntry;
  const fresh = Object.entries(entry.inputs).every(
    ([input, hash]) => existsSync(input) && sha(readFileSync(input, 'utf8')) === hash,
  );
  return fresh ? entry.markdown : undefined;
}

export function keepTwin(context: CacheContext, page: SourcePage, entry: CacheEntry): void {
  writeFileSync(cacheFile(context, page), JSON.stringify(entry));
}
