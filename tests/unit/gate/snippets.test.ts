import { describe, expect, it } from 'vitest';
import { isSnippetFile, isSnippetId } from '../../../src/lib/docs/snippets';

describe('shared snippets', () => {
  it('are told by docs id and by file path', () => {
    expect(isSnippetId('shared/cloud-endpoints')).toBe(true);
    expect(isSnippetId('install/docker')).toBe(false);
    expect(isSnippetFile('docs/shared/cloud-endpoints.mdx')).toBe(true);
    expect(isSnippetFile('docs\\shared\\verify-data.mdx')).toBe(true);
    expect(isSnippetFile('docs/install/shared.mdx')).toBe(false);
    expect(isSnippetFile('blog/shared/x.mdx')).toBe(false);
  });
});
