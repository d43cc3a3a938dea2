import { describe, expect, it } from 'vitest';
import {
  buildFilters,
  countFilters,
  defaultScope,
  parseScope,
  type SearchContext,
} from '../../../src/lib/search/filters';

// A site with two docs versions: the context tags name only the one being read (or the preferred).
const onDocs: SearchContext = {
  locale: 'en',
  contextTags: ['default', 'docs-default-current'],
  activeDocsTag: 'docs-default-current',
  allDocsTags: ['docs-default-current', 'docs-default-1.x'],
};
const elsewhere: SearchContext = { ...onDocs, activeDocsTag: null };

describe('contextual search', () => {
  it('defaults to the docs version on a docs page and to everything elsewhere', () => {
    expect(defaultScope(onDocs)).toBe('docs');
    expect(defaultScope(elsewhere)).toBe('all');
  });

  // The language needs no filter: Pagefind searches the index of the page's language only.
  it('limits a docs page to its docs version', () => {
    expect(buildFilters(onDocs, 'docs')).toEqual({
      docusaurus_tag: 'docs-default-current',
      section: 'Docs',
    });
  });

  it('opens every section with the context tags (DocSearch semantics)', () => {
    expect(buildFilters(onDocs, 'all')).toEqual({
      docusaurus_tag: { any: ['default', 'docs-default-current'] },
    });
  });

  it('adds the section label for a section scope', () => {
    expect(buildFilters(elsewhere, 'blog')).toEqual({
      docusaurus_tag: { any: ['default', 'docs-default-current'] },
      section: 'Blog',
    });
  });

  it('counts across all sections whatever the page', () => {
    expect(countFilters(onDocs)).toEqual(buildFilters(elsewhere, 'all'));
  });

  it('omits the tag filter when there are no tags', () => {
    expect(buildFilters({ locale: 'fr', contextTags: [], activeDocsTag: null, allDocsTags: [] }, 'all')).toEqual({});
  });

  it('omits the tag filter where the context tags cover every page (one version per docs plugin)', () => {
    const oneVersion: SearchContext = { ...elsewhere, allDocsTags: ['docs-default-current'] };
    expect(buildFilters(oneVersion, 'all')).toEqual({});
    expect(buildFilters(oneVersion, 'blog')).toEqual({ section: 'Blog' });
    // A docs page still limits its docs scope to its version, which excludes every other page.
    expect(buildFilters({ ...oneVersion, activeDocsTag: 'docs-default-current' }, 'docs')).toEqual({
      docusaurus_tag: 'docs-default-current',
      section: 'Docs',
    });
    // Without 'default' the tags do not cover the pages outside the docs.
    expect(buildFilters({ ...oneVersion, contextTags: ['docs-default-current'] }, 'all')).toEqual({
      docusaurus_tag: { any: ['docs-default-current'] },
    });
  });
});

describe('parseScope', () => {
  it('accepts known sections only', () => {
    expect(parseScope('Blog', ['blog', 'docs'])).toBe('blog');
    expect(parseScope('evil', ['blog', 'docs'])).toBe('all');
    expect(parseScope(null, ['blog'])).toBe('all');
  });
});
