// The twins' fixture page (tests/fixtures/markdown-twins/site) and the conversion options that go with it,
// shared by the converter's tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConvertOptions } from '../../../src/lib/markdownTwins/convert';

export const siteDir = path.resolve('tests/fixtures/markdown-twins/site');
export const page = path.join(siteDir, 'docs/guide/page.mdx');

/** Options that convert the fixture page, with `overrides`. */
export function fixtureOptions(overrides: Partial<ConvertOptions> = {}): ConvertOptions {
  return {
    filePath: page,
    siteDir,
    siteUrl: 'https://signoz.io',
    permalink: '/docs/guide/page/',
    title: 'Send traces to SigNoz',
    description: 'A fixture page.',
    facts: { 'signoz.version': '0.138.0' },
    readFile: (file) => readFileSync(file, 'utf8'),
    permalinkOf: (file) => (file.endsWith('other.mdx') ? '/docs/guide/other/' : undefined),
    ...overrides,
  };
}
