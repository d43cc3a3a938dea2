import { describe, expect, it } from 'vitest';
import { addRecent, createRecentStore, MAX_RECENT, parseRecent, removeRecent } from '../../../src/lib/search/recent';

const entry = (n: number) => ({ query: `q${n}`, title: `Page ${n}`, url: `/docs/p${n}/` });

describe('recent searches', () => {
  it('puts the newest first, dedupes by page and caps the list', () => {
    let list = [entry(1), entry(2)];
    list = addRecent(list, { ...entry(2), query: 'again' });
    expect(list.map((r) => r.query)).toEqual(['again', 'q1']);
    for (let i = 3; i < 20; i++) list = addRecent(list, entry(i));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0].url).toBe('/docs/p19/');
  });

  it('removes one entry', () => {
    expect(removeRecent([entry(1), entry(2)], '/docs/p1/')).toEqual([entry(2)]);
  });

  it('drops malformed and off-site entries when parsing', () => {
    const raw = JSON.stringify([
      entry(1),
      { query: 1 },
      { ...entry(2), url: 'javascript:alert(1)' },
      { ...entry(3), url: '//evil.example/' },
    ]);
    expect(parseRecent(raw)).toEqual([entry(1)]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
  });

  it('refuses to add an off-site URL', () => {
    expect(addRecent([], { query: 'x', title: 'x', url: 'https://evil.example/' })).toEqual([]);
  });

  it('stores through a Storage and survives one that throws', () => {
    const data = new Map<string, string>();
    const store = createRecentStore({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    });
    store.write([entry(1)]);
    expect(store.read()).toEqual([entry(1)]);
    store.write([]);
    expect(data.size).toBe(0);

    const broken = createRecentStore({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(broken.read()).toEqual([]);
    expect(() => broken.write([entry(1)])).not.toThrow();
    expect(createRecentStore(null).read()).toEqual([]);
  });
});
