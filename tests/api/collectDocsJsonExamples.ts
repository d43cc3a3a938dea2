import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type ApiBodySchema = 'Alert' | 'Dashboard';

export interface DocsJsonExample {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  schema: ApiBodySchema;
  /** Why the block was taken as an API body. */
  reason: 'mention' | 'title';
  source: string;
  /** The parsed body, or undefined with `parseError` set when it is not JSON. */
  value?: unknown;
  parseError?: string;
}

const RULES = /\/api\/v1\/rules\b/;
const DASHBOARDS = /\/api\/v1\/dashboards\b/;
/** How far back (in lines) a mention of the endpoint still introduces a block. */
const LOOKBACK = 6;

function mdxFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(mdxFiles(full));
    else if (/\.mdx?$/.test(name)) out.push(full);
  }
  return out.sort();
}

/**
 * SigNoz's answer envelope (`{"status": "error", "error": {...}}`, `{"status": "success", "data": ...}`): a
 * response shown after a mention of the endpoint, not a request body.
 */
function isResponseEnvelope(value: object): boolean {
  return 'status' in value && ('error' in value || 'data' in value);
}

function schemaFromTitle(meta: string): ApiBodySchema | undefined {
  const title = /title=["']([^"']+)["']/.exec(meta)?.[1]?.toLowerCase();
  if (!title || !title.endsWith('.json')) return undefined;
  if (/dashboard/.test(title)) return 'Dashboard';
  if (/alert|rule/.test(title)) return 'Alert';
  return undefined;
}

/**
 * Finds ```json code blocks in docs that are request bodies of the alert-rule
 * or dashboard API: blocks whose meta has a title like `alert-rule.json` or
 * `dashboard.json`, and object-valued blocks introduced by text mentioning
 * `/api/v1/rules` or `/api/v1/dashboards` within the few lines before the
 * fence (the paragraph that introduces the example). A JSON array or a response
 * envelope right after such a mention is taken as an answer, not a body, and skipped.
 */
export function collectDocsJsonExamples(roots: string[] = ['docs']): DocsJsonExample[] {
  const found: DocsJsonExample[] = [];
  for (const file of roots.flatMap((r) => mdxFiles(r))) {
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const fence = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i]);
      if (!fence) continue;
      const [, , ticks, lang, meta] = fence;
      // Find the closing fence whatever the language, so nested content is skipped.
      let end = i + 1;
      while (end < lines.length && !lines[end].trim().startsWith(ticks)) end++;
      const source = lines.slice(i + 1, end).join('\n');
      const start = i;
      i = end;
      if (lang !== 'json') continue;

      let schema = schemaFromTitle(meta);
      let reason: DocsJsonExample['reason'] = 'title';
      if (!schema) {
        // Look back through the introducing text, stopping at the previous block or heading.
        for (let j = start - 1; j >= Math.max(0, start - LOOKBACK); j--) {
          const text = lines[j];
          if (/^\s*(```|~~~)/.test(text) || /^#{1,6}\s/.test(text)) break;
          if (RULES.test(text)) schema = 'Alert';
          else if (DASHBOARDS.test(text)) schema = 'Dashboard';
          if (schema) break;
        }
        reason = 'mention';
      }
      if (!schema) continue;

      let value: unknown;
      let parseError: string | undefined;
      try {
        value = JSON.parse(source);
      } catch (err) {
        parseError = (err as Error).message;
      }
      if (
        reason === 'mention' &&
        parseError === undefined &&
        (value === null || typeof value !== 'object' || Array.isArray(value) || isResponseEnvelope(value))
      )
        continue;
      found.push({
        file,
        line: start + 1,
        schema,
        reason,
        source,
        value,
        parseError,
      });
    }
  }
  return found;
}
