import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER_TOKENS } from '../lib/placeholders';

/**
 * Remark plugin: puts the reader-settings panel at the top of every doc whose
 * code (or an imported shared snippet's code) uses one of our placeholders.
 * Done at build time so the panel is in the server-rendered HTML in its final
 * place: no layout shift, and no panel on pages that would not use it.
 * Snippets under docs/shared/ never get one (their importer does).
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
  name?: string;
  attributes?: unknown[];
}

function hasPlaceholder(text: string): boolean {
  return PLACEHOLDER_TOKENS.some((token) => text.includes(token));
}

function codeUsesPlaceholders(node: Node): boolean {
  if (node.type === 'code' && node.value && hasPlaceholder(node.value)) return true;
  return (node.children ?? []).some(codeUsesPlaceholders);
}

function importedSnippetUsesPlaceholders(tree: Node, siteDir: string): boolean {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm' || !node.value) continue;
    for (const match of node.value.matchAll(/from\s+['"]@site\/(docs\/shared\/[^'"]+)['"]/g)) {
      const file = path.join(siteDir, match[1]);
      if (existsSync(file) && hasPlaceholder(readFileSync(file, 'utf8'))) return true;
    }
  }
  return false;
}

export default function remarkReaderSettings(options: { siteDir: string }) {
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    if (filePath.includes(`${path.sep}docs${path.sep}shared${path.sep}`)) return;
    if (!codeUsesPlaceholders(tree) && !importedSnippetUsesPlaceholders(tree, options.siteDir)) return;
    const children = tree.children ?? [];
    const firstContent = children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml');
    const panel: Node = { type: 'mdxJsxFlowElement', name: 'ReaderSettingsPanel', attributes: [], children: [] };
    children.splice(firstContent === -1 ? children.length : firstContent, 0, panel);
  };
}
