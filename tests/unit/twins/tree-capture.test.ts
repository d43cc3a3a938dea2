import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, type MdNode } from '../../../src/lib/markdownTwins/convert';
import { createTreeCapture, treeJson } from '../../../src/plugins/performance/twinTrees';
import { compile, fixtureOptions, page, siteDir } from './fixturePage';

const steps = path.join(siteDir, 'docs/guide/_steps.mdx');

const options = fixtureOptions;

describe('trees kept from the MDX compiler for the Markdown twins', () => {
  it('give the same twin as parsing the page and its snippets again, untouched by later plugins', async () => {
    const capture = createTreeCapture(() => true);
    await compile(capture, page);
    await compile(capture, steps);
    expect(capture.size).toBe(2);
    const parsedAgain = mdxToMarkdown(readFileSync(page, 'utf8'), options());
    const asKept = mdxToMarkdown(readFileSync(page, 'utf8'), options({ parsed: (file) => capture.copyOf(file) }));
    expect(asKept).toBe(parsedAgain);
    expect(asKept).not.toContain('REWRITTEN');
    expect(asKept).toContain('version 0.138.0');
  });

  it("keep an ordered list's first number, and a block element whose content is text as a paragraph", async () => {
    const source = [
      '3. Third step.',
      '4. Fourth step.',
      '',
      'Before the list.',
      '',
      '<details>',
      '<summary>All fields</summary>',
      '',
      'The `date` and `time` fields.',
      '',
      '</details>',
      '',
      '- one',
      '- two',
      '',
    ].join('\n');
    const capture = createTreeCapture(() => true);
    await compile(capture, page, source);
    const asKept = mdxToMarkdown(source, options({ parsed: (file) => capture.copyOf(file) }));
    expect(asKept).toBe(mdxToMarkdown(source, options()));
    expect(asKept).toContain('\n\nAll fields\n\nThe `date` and `time` fields.\n\n- one\n- two\n');
    expect(asKept).toContain('3. Third step.\n4. Fourth step.');
  });

  it('keep the whole blog post, not the copy cut at its truncate marker, in either order', async () => {
    const whole = 'Intro.\n\n{/* truncate */}\n\nThe rest of the post.\n';
    const cut = 'Intro.\n';
    for (const order of [
      [whole, cut],
      [cut, whole],
    ]) {
      const capture = createTreeCapture(() => true);
      for (const source of order) await compile(capture, page, source);
      expect(mdxToMarkdown(whole, options({ parsed: (file) => capture.copyOf(file) }))).toContain(
        'The rest of the post.',
      );
    }
  });

  it('give each caller its own copy', async () => {
    const capture = createTreeCapture(() => true);
    await compile(capture, page);
    const first = capture.copyOf(page)!;
    first.children = [];
    expect(capture.copyOf(page)!.children!.length).toBeGreaterThan(0);
  });

  it('are kept only for .mdx files, only when enabled, and let go on clear()', async () => {
    const md = path.join(siteDir, 'docs/guide/plain.md');
    const enabled = createTreeCapture(() => true);
    await compile(enabled, md, '# Plain\n');
    expect(enabled.has(md)).toBe(false);
    const disabled = createTreeCapture(() => false);
    await compile(disabled, page);
    expect(disabled.size).toBe(0);
    await compile(enabled, page);
    expect(enabled.has(page)).toBe(true);
    enabled.clear();
    expect(enabled.copyOf(page)).toBeUndefined();
  });

  it('hold no positions, but the values of MDX expressions', () => {
    // What a kept tree holds: an expression's program with its values and offsets ...
    const program = {
      type: 'Program',
      start: 0,
      end: 3,
      body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value: '<', raw: "'<'", start: 0 } }],
    };
    const kept: MdNode = {
      type: 'root',
      children: [{ type: 'mdxFlowExpression', value: "'<'", data: { estree: program } }],
    };
    // ... and the tree as parsed: the same, with mdast positions and the program's `loc` and `range`.
    const parsed: MdNode = {
      ...kept,
      position: { start: { line: 1 }, end: { line: 2 } },
      children: [{ ...kept.children![0], data: { estree: { ...program, loc: {}, range: [0, 3] } } }],
    };
    expect(JSON.parse(treeJson(parsed))).toEqual(kept);
  });
});
