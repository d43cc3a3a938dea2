import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parse } from 'yaml';
import { llmsIntro } from '../../data/llms';
import { site } from '../../data/site';
import { apiReferenceMarkdown } from '../../lib/markdownTwins/apiReference';
import { mdxToMarkdown } from '../../lib/markdownTwins/convert';
import { docsOutline } from '../../lib/markdownTwins/docsOutline';
import {
  fullTextFiles,
  fullTextPart,
  listTwin,
  llmsTxt,
  type LlmsSection,
  type TwinEntry,
} from '../../lib/markdownTwins/llmsTxt';
import { twinFiles } from '../../lib/markdownTwins/paths';
import type { OpenApiDoc } from '../../lib/openapi/types';
import { PRODUCT_FACT_VALUES } from '../remarkProductFacts';
import { collectTwinSources, type SourcePage, type TwinSources } from './collect';

/** Bump when the conversion changes, so cached twins are converted again. */
export const TWIN_FORMAT_VERSION = 1;
/** llms-full.txt is split per docs section past this size (bytes). */
export const FULL_TEXT_LIMIT = 5 * 1024 * 1024;

const COLLECTION_SECTIONS: Record<string, string> = {
  opentelemetry: 'OpenTelemetry guides',
  comparisons: 'Comparisons',
  learn: 'Learn',
};
const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

interface CacheEntry {
  /** Files the twin was made from (the page and the snippets it imports), with their content hashes. */
  inputs: Record<string, string>;
  markdown: string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the Markdown twin of every docs page, category index, collection post and collection index
 * (`/x/` → `/x.md` and `/x/index.md`), the API reference's twin, /llms.txt and /llms-full.txt, after
 * the build. It runs in `postBuild`, so `docusaurus build` alone produces them. Converted twins are
 * cached by the content of the files they come from (node_modules/.cache), so a rebuild converts only
 * what changed; `npm run bench` reports the figures of the last run.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let sources: TwinSources = { docs: [], sidebar: [], collections: [] };
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/signoz-markdown-twins');
  const openApiFile = path.join(context.siteDir, 'openapi/signoz-api.yaml');

  return {
    name: 'markdown-twins',
    async allContentLoaded({ allContent }) {
      sources = collectTwinSources(allContent, context.siteDir);
    },
    async postBuild({ outDir, siteConfig }) {
      const started = performance.now();
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      mkdirSync(cacheDir, { recursive: true });
      let written = 0;
      let converted = 0;
      let reused = 0;
      const write = (permalink: string, markdown: string) => {
        for (const file of twinFiles(permalink)) {
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, markdown);
        }
        written += 1;
      };

      const pages = [...sources.docs, ...sources.collections.flatMap((c) => c.posts)];
      const permalinkByFile = new Map(pages.map((page) => [page.file, page.permalink]));
      const assetUrl = bundledAssetLookup(outDir);
      const warnings: string[] = [];

      const twinOf = (page: SourcePage): string => {
        const key = sha(
          JSON.stringify([
            TWIN_FORMAT_VERSION,
            siteUrl,
            page.permalink,
            page.title,
            page.description,
            PRODUCT_FACT_VALUES,
          ]),
        );
        const cacheFile = path.join(cacheDir, `${key}-${sha(page.file).slice(0, 12)}.json`);
        if (existsSync(cacheFile)) {
          const entry = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheEntry;
          const fresh = Object.entries(entry.inputs).every(
            ([file, hash]) => existsSync(file) && sha(readFileSync(file, 'utf8')) === hash,
          );
          if (fresh) {
            reused += 1;
            return entry.markdown;
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
          siteDir: context.siteDir,
          siteUrl,
          permalink: page.permalink,
          title: page.title,
          description: page.description,
          facts: PRODUCT_FACT_VALUES,
          readFile,
          permalinkOf: (file) => permalinkByFile.get(file),
          assetUrl,
          warn: (message) => warnings.push(message),
        });
        writeFileSync(cacheFile, JSON.stringify({ inputs, markdown } satisfies CacheEntry));
        converted += 1;
        return markdown;
      };

      // Docs pages and the generated index pages of their categories.
      const docTwins = new Map<string, string>();
      for (const doc of sources.docs) {
        const markdown = twinOf(doc);
        docTwins.set(doc.id, markdown);
        write(doc.permalink, markdown);
      }
      const outline = docsOutline(sources.docs, sources.sidebar);
      for (const index of outline.generatedIndexes)
        write(index.page.permalink, listTwin(siteUrl, index.page, index.entries));

      // Collection posts, and each collection's index (all its posts, newest first).
      for (const collection of sources.collections) {
        for (const post of collection.posts) write(post.permalink, twinOf(post));
        const entries = collection.posts.map((post) => ({
          ...post,
          description: [dayFormat.format(new Date(post.date)), post.description].filter(Boolean).join('. '),
        }));
        write(
          collection.permalink,
          listTwin(
            siteUrl,
            collection,
            entries,
            `All ${entries.length} posts, newest first, each linking to its Markdown.`,
          ),
        );
      }

      // The API reference page, from the same OpenAPI document it is built from.
      const apiSections: TwinEntry[] = [];
      if (existsSync(path.join(outDir, 'api_reference/index.html')) && existsSync(openApiFile)) {
        const yamlSource = readFileSync(openApiFile, 'utf8');
        const doc = parse(yamlSource) as OpenApiDoc;
        write('/api_reference/', apiReferenceMarkdown(doc, yamlSource));
        apiSections.push({ permalink: '/api_reference/', title: doc.info.title, description: doc.info.summary });
      }

      // llms-full.txt: every docs page, in sidebar order.
      const fullFiles = fullTextFiles({
        name: siteConfig.title,
        sections: outline.sections.map((section) => ({
          slug: section.slug,
          title: section.title.replace(/^Docs: /, ''),
          parts: section.docIds.map((id) => {
            const doc = sources.docs.find((d) => d.id === id)!;
            return fullTextPart(siteUrl, doc.permalink, docTwins.get(id)!);
          }),
        })),
        limit: FULL_TEXT_LIMIT,
      });
      for (const file of fullFiles) writeFileSync(path.join(outDir, file.file), file.content);

      const byId = new Map(sources.collections.map((c) => [c.id, c]));
      const blog = byId.get('blog');
      const sections: LlmsSection[] = [
        ...outline.sections.map((section) => ({ title: section.title, entries: section.entries })),
        { title: 'API reference', entries: apiSections },
        ...Object.entries(COLLECTION_SECTIONS).map(([id, title]) => ({ title, entries: byId.get(id)?.posts ?? [] })),
        {
          title: 'Blog',
          entries: blog
            ? [
                {
                  permalink: blog.permalink,
                  title: blog.title,
                  description: `${blog.description} Lists all ${blog.posts.length} posts.`,
                },
              ]
            : [],
        },
      ];
      const fullTextNote =
        fullFiles.length === 1
          ? `[${fullFiles[0].file}](${siteUrl}/${fullFiles[0].file}) holds every docs page in one file, in sidebar order.`
          : `The full text of the docs, one file per section: ${fullFiles.map((f) => `[${f.file}](${siteUrl}/${f.file})`).join(', ')}.`;
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsTxt({
          siteUrl,
          name: site.title,
          summary: llmsIntro.summary,
          details: `${llmsIntro.details} ${fullTextNote}`,
          sections,
        }),
      );

      for (const warning of warnings) console.warn(`[markdown-twins] ${warning}`);
      const ms = Math.round(performance.now() - started);
      const stats = {
        twins: written,
        converted,
        reused,
        ms,
        llmsTxtBytes: Buffer.byteLength(readFileSync(path.join(outDir, 'llms.txt'))),
        fullText: fullFiles.map((f) => ({ file: f.file, bytes: Buffer.byteLength(f.content) })),
      };
      writeFileSync(path.join(cacheDir, 'last-run.json'), JSON.stringify(stats));
      console.log(
        `[markdown-twins] ${written} twins (${converted} converted, ${reused} from cache), llms.txt, ` +
          `${fullFiles.map((f) => `${f.file} ${(Buffer.byteLength(f.content) / 1024).toFixed(0)} KB`).join(', ')} in ${ms} ms`,
      );
    },
  };
}

/**
 * Where Docusaurus put an image imported next to a page: `assets/images/<name>-<hash>.<ext>`. When two
 * images share a name the match is ambiguous and the caller is told there is none.
 */
function bundledAssetLookup(outDir: string): (file: string) => string | undefined {
  let names: string[] | undefined;
  return (file) => {
    names ??= existsSync(path.join(outDir, 'assets/images')) ? readdirSync(path.join(outDir, 'assets/images')) : [];
    const ext = path.extname(file);
    const base = path.basename(file, ext);
    const matches = names.filter(
      (name) =>
        name.startsWith(`${base}-`) && name.endsWith(ext) && /^[\w]+$/.test(name.slice(base.length + 1, -ext.length)),
    );
    return matches.length === 1 ? `/assets/images/${matches[0]}` : undefined;
  };
}
