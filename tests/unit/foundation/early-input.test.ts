import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SOURCE, earlyInputScript } from '../../../src/plugins/earlyInput';
import { claimEarlyAction, type EarlyState } from '../../../src/lib/startup/earlyInput';

type Listener = (event: Record<string, unknown>) => void;

/** Just enough of a page for the script: listeners, <html> attributes, a toggle, a search button. */
function fakePage(options: { searchButton?: boolean } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const attributes = new Map<string, string>();
  const element = (selector: string) => ({
    selector,
    attrs: new Map<string, string>(),
    setAttribute(name: string, value: string) {
      this.attrs.set(name, value);
    },
    closest(query: string) {
      return query.split(',').some((q) => q.trim() === selector) ? this : null;
    },
  });
  const toggle = element('.navbar__toggle');
  const searchButton = element('[data-early-search]');
  const dialogs: { open: boolean; children: unknown[] }[] = [];
  const document = {
    currentScript: { hasAttribute: () => false },
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      scrollHeight: 4000,
    },
    body: { appendChild: (node: { open: boolean; children: unknown[] }) => dialogs.push(node) },
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    getElementById: () => (dialogs.length ? dialogs[0] : null),
    querySelector: (selector: string) =>
      selector === '[data-early-search]' ? (options.searchButton === false ? null : searchButton) : toggle,
    createElement: () => ({
      open: false,
      children: [] as unknown[],
      setAttribute() {},
      addEventListener() {},
      appendChild(child: unknown) {
        this.children.push(child);
      },
      showModal() {
        this.open = true;
      },
      focus() {},
    }),
  };
  const window = { addEventListener() {}, scrollY: 0, innerHeight: 800 } as Record<string, unknown>;
  new Function('window', 'document', readFileSync(EARLY_INPUT_SOURCE, 'utf8'))(window, document);
  const fire = (type: string, event: Record<string, unknown>) => {
    let prevented = false;
    for (const listener of listeners[type] ?? [])
      listener({ preventDefault: () => (prevented = true), ctrlKey: false, metaKey: false, altKey: false, ...event });
    return prevented;
  };
  return { window, attributes, dialogs, toggle, searchButton, fire, state: () => window.__signozEarly as EarlyState };
}

describe('early-input script', () => {
  it('opens the search shell and queues search on the button, Ctrl+K and / before the app starts', () => {
    const page = fakePage();
    page.fire('click', { target: page.searchButton });
    expect(page.dialogs).toHaveLength(1);
    expect(page.dialogs[0].open).toBe(true);
    expect(page.state().actions).toEqual(['search']);

    const keys = fakePage();
    expect(keys.fire('keydown', { key: 'k', ctrlKey: true, target: {} })).toBe(true);
    expect(keys.state().actions).toEqual(['search']);
    const slash = fakePage();
    expect(slash.fire('keydown', { key: '/', target: { tagName: 'BODY' } })).toBe(true);
    expect(slash.fire('keydown', { key: '/', target: { tagName: 'INPUT' } })).toBe(false);
  });

  it('toggles the menu feedback and queue, and leaves claimed controls to the app', () => {
    const page = fakePage();
    page.fire('click', { target: page.toggle });
    expect(page.attributes.has('data-early-menu')).toBe(true);
    expect(page.toggle.attrs.get('aria-expanded')).toBe('true');
    expect(page.state().actions).toEqual(['menu']);
    page.fire('click', { target: page.toggle });
    expect(page.attributes.has('data-early-menu')).toBe(false);
    expect(page.state().actions).toEqual([]);

    expect(claimEarlyAction('menu', page.state())).toBe(false);
    page.fire('click', { target: page.toggle });
    expect(page.state().actions).toEqual([]);
    expect(claimEarlyAction('search', page.state())).toBe(false);
    expect(page.fire('keydown', { key: 'k', metaKey: true, target: {} })).toBe(false);
  });

  it('ignores shortcuts on pages without the search button', () => {
    const page = fakePage({ searchButton: false });
    expect(page.fire('keydown', { key: '/', target: { tagName: 'BODY' } })).toBe(false);
  });

  it('is minified into one script text for every page', async () => {
    const code = await earlyInputScript();
    expect(code.length).toBeLessThan(2500);
    expect(code).toContain('__signozEarly');
  });
});

describe('claimEarlyAction', () => {
  it('reports and removes an action asked for before, once, and marks the kind as the app’s', () => {
    const state: EarlyState = { actions: ['menu', 'search'], claimed: {} };
    expect(claimEarlyAction('search', state)).toBe(true);
    expect(state).toEqual({ actions: ['menu'], claimed: { search: true } });
    expect(claimEarlyAction('search', state)).toBe(false);
    expect(claimEarlyAction('menu', undefined)).toBe(false);
  });
});
