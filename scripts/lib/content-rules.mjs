// Pure content rules behind `npm run check:content`. Each takes the parsed
// page and returns a list of problems (strings); the runner adds the file name.
import yaml from 'js-yaml';

const FENCE = /^(\s*)(```+|~~~+)(.*)$/;

/**
 * Splits Markdown/MDX into prose lines and fenced code blocks.
 * @param {string} body content without front matter
 */
export function splitContent(body) {
  const lines = body.split('\n');
  const blocks = [];
  const prose = [];
  let open = null;
  lines.forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (open) {
      if (fence && fence[2][0] === open.marker[0] && fence[2].length >= open.marker.length && !fence[3].trim()) {
        blocks.push({ ...open, code: open.code.join('\n') });
        open = null;
      } else open.code.push(line);
      return;
    }
    if (fence) {
      const info = fence[3].trim();
      const language = info.split(/\s+/)[0] ?? '';
      open = { marker: fence[2], language, meta: info.slice(language.length).trim(), line: index + 1, code: [] };
      return;
    }
    prose.push(line);
  });
  if (open) blocks.push({ ...open, code: open.code.join('\n'), unclosed: true });
  return { prose: prose.join('\n'), blocks };
}

/** Readable words of prose: no imports, JSX tags, comments, URLs or Markdown syntax. */
export function proseText(prose) {
  return prose
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/[#>*_`|[\]-]+/g, ' ');
}

export function countWords(text) {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

/** Paragraphs of prose (blank-line separated), whitespace-normalised. */
export function paragraphs(prose) {
  return proseText(prose)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const MARKERS = /\b(TODO|TBD|FIXME)\b|lorem ipsum|coming soon/i;

export function leftoverMarkers(prose) {
  return prose
    .split('\n')
    .map((line, i) => [line, i])
    .filter(([line]) => MARKERS.test(line))
    .map(([line]) => `leftover marker: "${line.trim().slice(0, 80)}"`);
}

/**
 * Links to the shared snippets' own pages (`/docs/shared/…`). Docusaurus builds a page for each snippet, but the
 * site keeps those pages unlisted (no sidebar, search or sitemap): a reader who follows such a link lands on a
 * fragment out of its context. Link to a page that includes the snippet instead.
 */
export function snippetLinkProblems(prose) {
  return [...prose.matchAll(/(?:\]\(|href=["'{`]*)(\/docs\/shared\/[^)"'`\s}]*)/g)].map(
    ([, target]) => `links to the unlisted snippet page ${target}: link to a page that includes the snippet`,
  );
}

export function codeBlockProblems(blocks) {
  const problems = [];
  for (const block of blocks) {
    const where = `code block at line ${block.line}`;
    if (block.unclosed) problems.push(`${where} is not closed`);
    if (!block.language) {
      problems.push(`${where} has no language`);
      continue;
    }
    const lang = block.language.toLowerCase();
    if (lang === 'json') {
      try {
        JSON.parse(block.code);
      } catch (error) {
        problems.push(`${where}: JSON does not parse (${error.message.split('\n')[0]})`);
      }
    }
    if (lang === 'yaml' || lang === 'yml') {
      try {
        yaml.loadAll(block.code);
      } catch (error) {
        problems.push(`${where}: YAML does not parse (${error.reason ?? error.message.split('\n')[0]})`);
      }
    }
    if (SHELL_LANGUAGES.has(lang)) problems.push(...shellPasteProblems(block.code).map((p) => `${where}: ${p}`));
  }
  return problems;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh']);

/**
 * What breaks a shell block pasted into a terminal: a `$ ` prompt (the shell runs `$` as a command; put
 * the output in a block of its own), a line continuation followed by spaces (the backslash then
 * escapes a space, and the command ends on that line), and a comment after a command on the same line
 * (zsh, the macOS default, treats `#` as a comment only in scripts: typed or pasted, `ls # note` passes
 * `#` and `note` to `ls`, and `A=1 # note` sets nothing. A comment on a line of its own is harmless).
 */
export function shellPasteProblems(code) {
  const problems = [];
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*\$ \S/.test(line)) problems.push(`line ${i + 1} starts with a "$ " prompt`);
    if (/\\[ \t]+$/.test(line)) problems.push(`line ${i + 1} has spaces after its continuation backslash`);
  });
  const { comments, exits } = scanShell(lines);
  for (const line of comments)
    problems.push(
      `line ${line} has a comment after its command (zsh runs "#" as an argument; move it to a line of its own)`,
    );
  // A block that is a script says so with its first line; pasted, `set -e`/`set -u` or `exit` would close
  // the reader's terminal at the first failure.
  if (!/^#!/.test(lines[0] ?? ''))
    for (const line of exits)
      problems.push(
        `line ${line} exits or sets -e/-u, which closes a terminal it is pasted into (start the block with "#!/usr/bin/env bash" and say to save and run it)`,
      );
  return problems;
}

/**
 * Lines (1-based), outside quotes and here-document bodies, where a `#` starts a word after a command
 * (outside `${...}` too), and where the shell is told to exit or to stop at the first error (`exit`,
 * `set -e`, `set -u`). A small lexer of our own: no shell parser on npm follows zsh's interactive rule,
 * and this needs only quotes, escapes and here-documents.
 */
function scanShell(lines) {
  const found = [];
  const exits = [];
  let quote = null; // "'" or '"' while a quoted string runs across lines
  let heredoc = null; // terminator while a here-document's body runs
  lines.forEach((line, index) => {
    if (heredoc) {
      if (line.replace(/^\t+/, '').trimEnd() === heredoc) heredoc = null;
      return;
    }
    if (!quote && /^\s*(exit(\s|;|$)|set\s+-[a-z]*[eu])/.test(line)) exits.push(index + 1);
    let braces = 0;
    let sawCommand = false;
    for (let c = 0; c < line.length; c += 1) {
      const ch = line[c];
      if (quote) {
        if (ch === '\\' && quote === '"') c += 1;
        else if (ch === quote) quote = null;
        continue;
      }
      if (ch === '\\') {
        c += 1;
        sawCommand = true;
        continue;
      }
      if (ch === "'" || ch === '"') {
        quote = ch;
        sawCommand = true;
        continue;
      }
      if (ch === '$' && line[c + 1] === '{') braces += 1;
      else if (ch === '}' && braces > 0) braces -= 1;
      if (ch === '#' && braces === 0 && (c === 0 || /\s/.test(line[c - 1]))) {
        if (sawCommand) found.push(index + 1);
        break;
      }
      if (!/\s/.test(ch)) sawCommand = true;
    }
    const start = /(?<!<)<<(?!<)-?\s*(['"]?)([\w.-]+)\1/.exec(line.replace(/#.*$/, ''));
    if (start && !quote) heredoc = start[2];
  });
  return { comments: found, exits };
}

/**
 * `helm upgrade` of an existing release without `--version`: Helm then moves the release to the newest chart
 * in the repository, so a values change becomes an upgrade too (docs pages read the running version with
 * `helm get metadata` instead). `helm upgrade --install` is left alone: it is how a chart is first installed.
 */
export function helmVersionProblems(blocks) {
  const problems = [];
  for (const block of blocks) {
    if (!SHELL_LANGUAGES.has(block.language.toLowerCase())) continue;
    const commands = block.code.replace(/\\\n/g, ' ').split('\n');
    for (const command of commands)
      if (/\bhelm\s+upgrade\b/.test(command) && !/--install\b|\s-i\b|--version\b/.test(command))
        problems.push(
          `code block at line ${block.line}: "helm upgrade" without --version moves the release to the newest chart`,
        );
  }
  return problems;
}

/**
 * Admonitions whose title follows the keyword (`:::note Title`). With the MDX 1 compatibility off
 * (Docusaurus v4 flags), that line is not an admonition: the page shows `:::note Title` and the
 * closing `:::` as text. The title goes in brackets: `:::note[Title]`.
 */
export function admonitionProblems(prose) {
  const problems = [];
  prose.split('\n').forEach((line) => {
    const match = /^\s*:::(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+(\S.*)$/.exec(line);
    if (match)
      problems.push(`admonition title outside brackets, shown as text: write ":::${match[1]}[${match[2].trim()}]"`);
    // A closing fence with text after it closes nothing: the admonition runs on to the next bare ":::".
    const trailing = /^\s*:::[ \t]+(\S.{0,40})/.exec(line);
    if (trailing) problems.push(`text after a closing ":::" ("${trailing[1]}"): the admonition does not end there`);
  });
  return problems;
}

export function imageProblems(prose) {
  const problems = [];
  for (const match of prose.matchAll(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g)) {
    if (!match[1].trim()) problems.push(`image without alt text: ${match[2]}`);
  }
  for (const match of prose.matchAll(/<(img|ZoomableFigure)\b([^>]*)>/g)) {
    if (!/\balt\s*=\s*(["'{])\s*[^"'}\s]/.test(match[2])) problems.push(`<${match[1]}> without alt text`);
  }
  return problems;
}

/**
 * Placeholder-looking tokens in code that are not on the fixed list:
 * `<kebab-case>` / `<snake_case>` words (unless the block closes them like an
 * XML tag) and `<UPPER_CASE>` words.
 * @param {{ code: string }[]} blocks
 * @param {readonly string[]} allowed
 */
export function placeholderProblems(blocks, allowed) {
  const problems = new Set();
  for (const block of blocks) {
    for (const match of block.code.matchAll(/<([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+|[A-Z][A-Z0-9_]{2,})>/g)) {
      const token = match[0];
      if (allowed.includes(token)) continue;
      const before = block.code.slice(Math.max(0, match.index - 2), match.index);
      if (/\?P?$/.test(before) || before.endsWith('\\k')) continue; // a regex named group: (?<name> or (?P<name>
      if (block.code.includes(`</${match[1]}>`)) continue; // an XML/HTML element, not a placeholder
      problems.add(`placeholder ${token} is not one of ${allowed.join(', ')}`);
    }
  }
  return [...problems];
}

/**
 * Where a description starts a second sentence (CONTRIBUTING: one sentence; search results and link
 * previews cut the rest): a full stop after a word, then a capital. Abbreviations such as "e.g." do not count.
 */
export function secondSentence(description) {
  const match = /(?<=[a-z0-9)`'"])(?<!\b(?:e\.g|i\.e|vs|etc))\. +[A-Z]/.exec(description);
  return match ? description.slice(match.index + 1).trim() : null;
}

/** Front-matter problems for a page of the given kind ('doc' or 'post'). */
export function frontMatterProblems(data, kind, knownTags) {
  const problems = [];
  if (!data.title || typeof data.title !== 'string') problems.push('front matter: no title');
  if (!data.description || typeof data.description !== 'string') problems.push('front matter: no description');
  else if (secondSentence(data.description)) problems.push('front matter: the description is more than one sentence');
  else if (data.description.length < 50 || data.description.length > 170)
    problems.push(`front matter: the description has ${data.description.length} characters (50 to 170)`);
  if (kind === 'post') {
    if (!data.date) problems.push('front matter: no date');
    if (!Array.isArray(data.authors) || data.authors.length === 0) problems.push('front matter: no authors');
    if (!Array.isArray(data.tags) || data.tags.length === 0) problems.push('front matter: no tags');
    for (const tag of Array.isArray(data.tags) ? data.tags : []) {
      if (knownTags && !knownTags.has(tag)) problems.push(`front matter: tag "${tag}" is not in tags.yml`);
    }
  }
  return problems;
}

/** Which paragraphs (40+ words) appear in more than one file. */
export function duplicateParagraphs(pages, minWords = 40) {
  const seen = new Map();
  for (const page of pages) {
    for (const paragraph of new Set(page.paragraphs)) {
      if (countWords(paragraph) < minWords) continue;
      const key = paragraph.toLowerCase();
      const files = seen.get(key) ?? new Set();
      files.add(page.file);
      seen.set(key, files);
    }
  }
  return [...seen.entries()]
    .filter(([, files]) => files.size > 1)
    .map(([paragraph, files]) => ({ paragraph: paragraph.slice(0, 100), files: [...files] }));
}
