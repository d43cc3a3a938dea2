import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parse } from 'yaml';
import { llmsIntro } from '../../data/llms';
import { site } from '../../data/site';
import { apiReferenceMarkdown } from '../../lib/markdownTwins/apiReference';
import { docsOutline } from '../../lib/markdownTwins/docsOutline';
import {
  fullTextFiles,
  fullTextIndex,
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
import type { ConvertJob, ConvertResult } from './convertPages';
import { cachedTwin, converterHash } from './twinCache';
import { twinTrees, type TreeCapture } from '../performance/twinTrees';

/** The conversion's own code: a change to it converts every twin again. */
const CONVERTER_FILES = ['../../lib/markdownTwins/convert.ts', '../../lib/productFacts.ts'].map((file) =>
  path.join(__dirname, file),
);
/** llms-full.txt is split per docs section past this size (bytes). */
export const FULL_TEXT_LIMIT = 5 * 1024 * 1024;

const COLLECTION_SECTIONS: Record<string, string> = {
  opentelemetry: 'OpenTelemetry guides',
  comparisons: 'Comparisons',
  learn: 'Learn',
};
const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Up to this many pages to convert, they are converted here rather than in a worker. */
const SMALL_JOB = 50;

/**
 * The twins of the pages: those kept from an earlier build as they are; those whose tree the bundler's
 * MDX loader parsed in this process (`trees`, ../performance/twinTrees) converted here, from that tree; the
 * others parsed and converted in worker threads, one share per core but one (at least one, at most 4),
 * or here when there are only a few. Each worker loads the converter once; results come back as plain
 * data. The workers start first, so they parse while this thread converts the parsed pages.
 */
export async function twinsOf(
  pages: SourcePage[],
  job: Omit<ConvertJob, 'pages'>,
  trees?: Pick<TreeCapture, 'copyOf' | 'has'>,
): Promise<{
  twins: Map<string, string>;
  converted: number;
  reused: number;
  parsedByBundler: number;
  warnings: string[];
}> {
  const twins = new Map<string, string>();
  const toParse: SourcePage[] = [];
  const parsedAlready: SourcePage[] = [];
  for (const page of pages) {
    const kept = cachedTwin(job, page);
    if (kept !== undefined) twins.set(page.permalink, kept);
    else if (trees?.has(page.file)) parsedAlready.push(page);
    else toParse.push(page);
  }
  const reused = twins.size;
  // One worker per core but one (the post-build steps run in their own worker meanwhile), at least one,
  // at most 4. On 2 cores a second converter added a worker's heap to a cold build's peak memory (issue
  // #19: under 2.5 GB) and no speed.
  const workers = Math.max(1, Math.min(4, os.availableParallelism() - 1, Math.ceil(toParse.length / 50)));
  const pending: Promise<ConvertResult>[] = [];
  // Loaded when needed: the site config imports this plugin, and the dev server never converts.
  const converter = () => import('./convertPages');
  if (toParse.length > SMALL_JOB) {
    const shares = Array.from({ length: workers }, (_, i) => toParse.filter((_, index) => index % workers === i));
    pending.push(...shares.map((share) => inWorker({ ...job, pages: share })));
  }
  if (parsedAlready.length > 0) {
    pending.push(converter().then(({ convertPages }) => convertPages({ ...job, pages: parsedAlready }, trees?.copyOf)));
  }
  if (toParse.length > 0 && toParse.length <= SMALL_JOB) {
    pending.push(converter().then(({ convertPages }) => convertPages({ ...job, pages: toParse })));
  }
  const results = await Promise.all(pending);
  for (const result of results) for (const [permalink, markdown] of result.twins) twins.set(permalink, markdown);
  return {
    twins,
    converted: results.reduce((sum, r) => sum + r.converted, 0),
    reused,
    parsedByBundler: parsedAlready.length,
    warnings: results.flatMap((r) => r.warnings),
  };
}

function inWorker(job: ConvertJob): Promise<ConvertResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'convertWorker.mjs'), { workerData: job });
    worker.once('message', (result: ConvertResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`markdown-twins worker stopped with exit code ${code}`));
    });
  });
}

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
      const write = (permalink: string, markdown: string) => {
        for (const file of twinFiles(permalink)) {
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, markdown);
        }
        written += 1;
      };

      const pages = [...sources.docs, ...sources.collections.flatMap((c) => c.posts)];
      const imagesDir = path.join(outDir, 'assets/images');
      const job: Omit<ConvertJob, 'pages'> = {
        siteDir: context.siteDir,
        siteUrl,
        cacheDir,
        facts: PRODUCT_FACT_VALUES,
        permalinks: pages.map((page) => [page.file, page.permalink]),
        assetImages: existsSync(imagesDir) ? readdirSync(imagesDir) : [],
        converter: converterHash(CONVERTER_FILES),
      };
      const { twins, converted, reused, parsedByBundler, warnings } = await twinsOf(pages, job, twinTrees);
      twinTrees.clear();
      const twinOf = (page: SourcePage) => twins.get(page.permalink)!;

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
      if (fullFiles.length > 1) {
        writeFileSync(path.join(outDir, 'llms-full.txt'), fullTextIndex(siteConfig.title, siteUrl, fullFiles));
      }

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
        parsedByBundler,
        ms,
        llmsTxtBytes: Buffer.byteLength(readFileSync(path.join(outDir, 'llms.txt'))),
        fullText: fullFiles.map((f) => ({ file: f.file, bytes: Buffer.byteLength(f.content) })),
      };
      writeFileSync(path.join(cacheDir, 'last-run.json'), JSON.stringify(stats));
      console.log(
        `[markdown-twins] ${written} twins (${converted} converted, ${parsedByBundler} of them from the bundler's ` +
          `parse; ${reused} from cache), llms.txt, ` +
          `${fullFiles.map((f) => `${f.file} ${(Buffer.byteLength(f.content) / 1024).toFixed(0)} KB`).join(', ')} in ${ms} ms`,
      );
    },
  };
}
