import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  archiveDescription,
  authorPageDescription,
  authorsListDescription,
  paginatedDescription,
  paginatedTitle,
  tagPageDescription,
  tagsListDescription,
} from '../../../src/lib/seo/listPages';
import { collections } from '../../../src/data/collections';

interface Author {
  name: string;
  title: string;
  description?: string;
}

describe('titles and descriptions of list pages', () => {
  const first = { page: 1, totalPages: 27 };
  const later = { page: 2, totalPages: 27 };

  it('say which page they are after the first', () => {
    expect(paginatedTitle('SigNoz Blog', first)).toBe('SigNoz Blog');
    expect(paginatedTitle('SigNoz Blog', later)).toBe('SigNoz Blog (page 2 of 27)');
    expect(paginatedDescription('Engineering articles.', first)).toBe('Engineering articles.');
    expect(paginatedDescription('Engineering articles.', later)).toBe('Engineering articles. Page 2 of 27.');
  });

  it('describe tag, author, tags, authors and archive pages in 50-170 characters for every collection', () => {
    const authors = Object.values(yaml.load(readFileSync('blog/authors.yml', 'utf8')) as Record<string, Author>);
    const lengths: number[] = [];
    for (const { id, title } of collections) {
      // Every tag of the collection on its last page, as if it had 49 posts, and one without a description.
      const tags = yaml.load(readFileSync(`${id}/tags.yml`, 'utf8')) as Record<
        string,
        { label: string; description?: string }
      >;
      for (const tag of Object.values(tags)) {
        lengths.push(
          paginatedDescription(tagPageDescription({ ...tag, count: 49 }, title), { page: 5, totalPages: 5 }).length,
        );
      }
      lengths.push(tagPageDescription({ label: 'Hiring', count: 1 }, title).length);
      for (const author of authors) {
        lengths.push(
          paginatedDescription(authorPageDescription({ ...author, count: 263 }, title), { page: 27, totalPages: 27 })
            .length,
        );
      }
      lengths.push(
        tagsListDescription(title, 1).length,
        authorsListDescription(title, 1).length,
        authorsListDescription(title, 6).length,
        archiveDescription(title, ['2021-03-23', '2026-11-20']).length,
      );
    }
    for (const length of lengths) {
      expect(length).toBeGreaterThanOrEqual(50);
      expect(length).toBeLessThanOrEqual(170);
    }
    expect(tagPageDescription({ label: 'Hiring', count: 1 }, 'SigNoz Blog')).toBe(
      '1 post tagged “Hiring” in SigNoz Blog, newest first, each shown with its summary.',
    );
    expect(archiveDescription('SigNoz Blog', ['2024-01-01', '2024-05-01'])).toContain('2 posts from 2024,');
  });
});
