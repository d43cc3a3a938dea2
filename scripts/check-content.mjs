// `npm run check:content`: the content rules of CONTRIBUTING.md over docs and
// the collections. Fails on any problem; prints a summary per section.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, extname, relative } from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {
  codeBlockProblems,
  countWords,
  duplicateParagraphs,
  frontMatterProblems,
  helmVersionProblems,
  imageProblems,
  leftoverMarkers,
  snippetLinkProblems,
  admonitionProblems,
  paragraphs,
  placeholderProblems,
  proseText,
  splitContent,
} from './lib/content-rules.mjs';
import { datedFactProblems } from './lib/dated-facts.mjs';
import {
  collectorComponentProblems,
  contribImageProblems,
  endpointProblems,
  flattenFacts,
  hardCodedFactProblems,
  verifiedProblems,
} from './lib/docs-facts.mjs';

// Mirrors src/lib/placeholders.ts (kept in sync by tests/unit/content/content-rules.test.ts).
export const PLACEHOLDERS = ['<region>', '<your-ingestion-key>', '<otel-collector-host>'];
const SECTIONS = ['docs', 'blog', 'comparisons', 'learn', 'opentelemetry'];
const NON_TECHNICAL_TAGS = new Set(['community', 'product-updates', 'hiring', 'events', 'jokes', 'talks', 'product']);
const MIN_TASK_WORDS = 250;
// Product facts and collector components the docs rules check against (see scripts/lib/docs-facts.mjs).
const FACTS = flattenFacts(JSON.parse(readFileSync('src/data/product.json', 'utf8')));
const COMPONENTS = JSON.parse(readFileSync('scripts/data/collector-components.json', 'utf8'));
// Upgrade guides of past releases keep the versions and forms of their own era.
const HISTORICAL = /^docs\/operate\/migration\//;
const MIN_POST_WORDS = 900;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (['.md', '.mdx'].includes(extname(name)) && !name.startsWith('_')) yield path;
  }
}

function loadTags(section) {
  const file = join(section, 'tags.yml');
  return existsSync(file) ? new Set(Object.keys(yaml.load(readFileSync(file, 'utf8')) ?? {})) : null;
}

const problems = [];
const pages = [];
const summary = [];

for (const section of SECTIONS) {
  const kind = section === 'docs' ? 'doc' : 'post';
  const tags = kind === 'post' ? loadTags(section) : null;
  const stats = { pages: 0, words: 0, codeBlocks: 0 };
  for (const file of walk(section)) {
    const source = readFileSync(file, 'utf8');
    let parsed;
    try {
      parsed = matter(source);
    } catch (error) {
      problems.push(`${file}: front matter does not parse (${error.message.split('\n')[0]})`);
      continue;
    }
    const { data, content } = parsed;
    const { prose, blocks } = splitContent(content);
    const words = countWords(proseText(prose));
    const own = [];
    own.push(...frontMatterProblems(data, kind, tags));
    own.push(...leftoverMarkers(prose));
    own.push(...codeBlockProblems(blocks));
    own.push(...imageProblems(prose));
    own.push(...admonitionProblems(prose));
    own.push(...snippetLinkProblems(prose));
    if (kind === 'doc') {
      own.push(...placeholderProblems(blocks, PLACEHOLDERS));
      const isSnippet = relative(section, file).startsWith('shared');
      const isTask = blocks.length > 0 && !isSnippet;
      if (isTask && words < MIN_TASK_WORDS)
        own.push(`task page has ${words} words of prose (at least ${MIN_TASK_WORDS})`);
      if (/^#\s/m.test(prose)) own.push('has a "# " heading in the body: the front matter title is the H1');
      if (!isSnippet) own.push(...verifiedProblems(data, blocks.length > 0, FACTS['signoz.version']));
      if (!HISTORICAL.test(file)) {
        own.push(...hardCodedFactProblems(content, FACTS));
        own.push(...endpointProblems(content, blocks));
      }
      own.push(...collectorComponentProblems(blocks, COMPONENTS));
      if (!HISTORICAL.test(file)) own.push(...helmVersionProblems(blocks));
      if (!HISTORICAL.test(file)) own.push(...contribImageProblems(blocks));
      stats.verified = (stats.verified ?? 0) + (data.verified ? 1 : 0);
    } else {
      if (!/\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/.test(content)) own.push('no truncate marker');
      const tagList = Array.isArray(data.tags) ? data.tags : [];
      const technical = !tagList.some((tag) => NON_TECHNICAL_TAGS.has(tag));
      if (technical && words < MIN_POST_WORDS)
        own.push(`technical post has ${words} words of prose (at least ${MIN_POST_WORDS})`);
      own.push(...placeholderProblems(blocks, PLACEHOLDERS));
      own.push(...datedFactProblems(data, content));
    }
    for (const problem of own) problems.push(`${file}: ${problem}`);
    pages.push({ file, paragraphs: paragraphs(prose) });
    stats.pages += 1;
    stats.words += words;
    stats.codeBlocks += blocks.length;
  }
  summary.push([section, stats]);
}

for (const { paragraph, files } of duplicateParagraphs(pages)) {
  problems.push(`same 40+ word paragraph in ${files.join(', ')}: "${paragraph}…" (move it to docs/shared/)`);
}

console.log('check:content summary');
console.log('  section         pages    words   code blocks   verified');
for (const [section, s] of summary) {
  const verified = s.verified === undefined ? '' : String(s.verified).padStart(11);
  console.log(
    `  ${section.padEnd(14)} ${String(s.pages).padStart(6)} ${String(s.words).padStart(8)} ${String(s.codeBlocks).padStart(12)}${verified}`,
  );
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('no problems');
