import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, markdownBytes, repeatPost } from '../../../scripts/scale-anchor.mjs';

const POST = `---
title: "Rethinking span metrics"
slug: "rethinking-span-metrics"
tags: [opentelemetry]
---

First paragraph.

<!-- truncate -->

## Details

More text.
`;

describe('scale-anchor', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it("gives a post's copy its own slug and title, keeping the rest", () => {
    const copy = repeatPost(POST);
    expect(copy).toContain('slug: "rethinking-span-metrics-again"');
    expect(copy).toContain('title: "Rethinking span metrics (again)"');
    expect(copy.replace('-again', '').replace(' (again)', '')).toBe(POST);
  });

  it('takes the body without front matter or truncate marker', () => {
    const body = bodyOf(POST);
    expect(body.startsWith('\nFirst paragraph.')).toBe(true);
    expect(body).not.toContain('slug:');
    expect(body).not.toContain('truncate');
    expect(body).toContain('## Details');
    expect(bodyOf('No front matter.\n')).toBe('No front matter.\n');
  });

  it('counts the Markdown bytes of the content folders only', () => {
    dir = mkdtempSync(join(tmpdir(), 'scale-anchor-'));
    mkdirSync(join(dir, 'docs', 'nested'), { recursive: true });
    mkdirSync(join(dir, 'blog'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'docs', 'a.md'), 'abc');
    writeFileSync(join(dir, 'docs', 'nested', 'b.mdx'), 'défg'); // 5 bytes
    writeFileSync(join(dir, 'docs', 'image.png'), 'not markdown');
    writeFileSync(join(dir, 'blog', 'post.md'), POST);
    writeFileSync(join(dir, 'src', 'page.md'), 'outside the content folders');
    expect(markdownBytes(dir)).toBe(3 + 5 + Buffer.byteLength(POST));
  });
});
