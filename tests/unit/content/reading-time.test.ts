// src/lib/readingTime.ts counts the words plugin-content-blog's default counts (Intl.Segmenter, word
// granularity, word-like segments), without its cost.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countWords, readingTimeMinutes } from '../../../src/lib/readingTime';

const root = join(__dirname, '../../..');
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
function segmenterWords(text: string): number {
  let words = 0;
  for (const { isWordLike } of segmenter.segment(text)) if (isWordLike) words += 1;
  return words;
}

function posts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return posts(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('countWords', () => {
  it.each([
    "Don't sample the health checks: they're noise.",
    'Set the batch size to 1,000.5 or 8192; e.g. with OTEL_BSP_MAX_EXPORT_BATCH_SIZE.',
    'k8s, snake_case, ___ and --- and https://signoz.io/docs/install/docker/ (v0.138.0)',
    '```yaml\nreceivers:\n  otlp:\n    protocols: { grpc: {}, http: {} }\n```',
    'OpenTelemetry’s collector · SigNoz: logs, metrics & traces — 3 signals.',
    '_ = srv.Shutdown(ctx); _, span := tracer.Start(ctx, "x"); var __ int',
  ])('counts as the segmenter does: %s', (text) => {
    expect(countWords(text)).toBe(segmenterWords(text));
  });

  it('is 0 minutes for no words', () => {
    expect(readingTimeMinutes('--- _ !!')).toBe(0);
  });
});

describe('on the collection posts', () => {
  const files = ['blog', 'comparisons', 'learn', 'opentelemetry'].flatMap((dir) => posts(join(root, dir)));

  it('gives every post the minutes the plugin would show, within 0.5 % of its word count', () => {
    expect(files.length).toBeGreaterThan(100);
    const off: string[] = [];
    for (const file of files) {
      const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const expected = segmenterWords(body);
      const counted = countWords(body);
      const shown = (words: number) => Math.ceil(words / 200);
      if (shown(counted) !== shown(expected) || Math.abs(counted - expected) > Math.max(2, expected * 0.005))
        off.push(`${file}: ${counted} words, the segmenter ${expected}`);
    }
    expect(off).toEqual([]);
    // The segmenter, the reference, takes some 3 s for the posts alone, more beside the other test files.
  }, 60_000);
});
