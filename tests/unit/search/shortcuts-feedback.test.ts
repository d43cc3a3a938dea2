import { describe, expect, it } from 'vitest';
import { isEditableTarget, isSearchShortcut } from '../../../src/lib/search/shortcuts';
import { noResultsIssueUrl, SEARCH_SUGGESTIONS } from '../../../src/lib/search/feedback';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('search shortcuts', () => {
  it('opens with Ctrl+K and Cmd+K, even in a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k'), false)).toBe(false);
  });

  it("opens with '/' only outside text fields", () => {
    expect(isSearchShortcut(key('/'), false)).toBe(true);
    expect(isSearchShortcut(key('/'), true)).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut({ ...key('/'), isComposing: true }, false)).toBe(false);
  });

  it('knows which targets are text fields', () => {
    const input = (type: string | null) => ({ tagName: 'INPUT', getAttribute: () => type });
    expect(isEditableTarget(input('text'))).toBe(true);
    expect(isEditableTarget(input(null))).toBe(true);
    expect(isEditableTarget(input('checkbox'))).toBe(false);
    expect(isEditableTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isEditableTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('no-results feedback', () => {
  it('builds a prefilled GitHub issue on the website repository', () => {
    const url = new URL(noResultsIssueUrl('SigNoz/signoz-web', 'kafka lag', 'https://signoz.io/docs/'));
    expect(url.origin + url.pathname).toBe('https://github.com/SigNoz/signoz-web/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "kafka lag"');
    expect(url.searchParams.get('body')).toContain('kafka lag');
    expect(url.searchParams.get('body')).toContain('from https://signoz.io/docs/');
    expect(url.searchParams.get('labels')).toBe('search');
  });

  it('keeps hostile or huge queries inert and bounded', () => {
    const url = new URL(noResultsIssueUrl('SigNoz/signoz-web', '```<script>' + 'x'.repeat(5000)));
    expect(url.searchParams.get('body')!.length).toBeLessThan(400);
    expect(url.searchParams.get('body')).not.toContain('```<script>');
  });

  it('offers a few suggestions', () => {
    expect(SEARCH_SUGGESTIONS.length).toBeGreaterThanOrEqual(3);
  });
});
