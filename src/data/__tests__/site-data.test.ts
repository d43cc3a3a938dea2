import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import yaml from 'js-yaml';
import { footer } from '../footer';
import { navbar } from '../navbar';
import { site } from '../site';

const internalPath = z.string().regex(/^\/([a-z0-9_-]+\/)*$/, 'internal links are absolute and end with /');

describe('navbar', () => {
  it('lists exactly the spec items in order', () => {
    const summary = navbar.items.map((item) => ('label' in item && item.label) || item.type);
    expect(summary).toEqual([
      'Docs',
      'Pricing',
      'Resources',
      'docsVersionDropdown',
      'localeDropdown',
      'custom-githubStars',
      'search',
      'Try SigNoz Cloud',
    ]);
    const resources = navbar.items.find((item) => 'label' in item && item.label === 'Resources') as {
      items: { label: string; to: string }[];
    };
    expect(resources.items.map((i) => [i.label, i.to])).toEqual([
      ['Blog', '/blog/'],
      ['OpenTelemetry', '/opentelemetry/'],
      ['Comparisons', '/comparisons/'],
      ['Customer Stories', '/case-study/'],
    ]);
    expect(navbar.hideOnScroll).toBe(true);
  });
});

describe('footer', () => {
  type FooterLink = { label: string; to?: string; href?: string };
  const links = footer.links.flatMap((column) => ('items' in column ? (column.items as FooterLink[]) : []));

  it('has every link the spec names', () => {
    const targets = links.map((link) => link.to ?? link.href);
    for (const target of [
      '/docs/',
      '/docs/contributing/',
      '/docs/faq/',
      '/support/',
      '/learn/',
      '/technical-writer-program/',
      '/careers/',
      '/about-us/',
      '/terms-of-service/',
      '/privacy/',
    ]) {
      expect(targets).toContain(target);
    }
    const vendors = targets.filter((t) => t?.startsWith('/comparisons/signoz-vs-'));
    expect(vendors).toHaveLength(4);
    expect(targets.filter((t) => t?.startsWith('https://')).length).toBeGreaterThanOrEqual(2);
  });

  it('uses trailing-slash internal links and no duplicates', () => {
    const internal = links.flatMap((link) => (link.to ? [link.to] : []));
    for (const to of internal) internalPath.parse(to);
    expect(new Set(internal).size).toBe(internal.length);
    expect(footer.copyright).toContain(site.title);
  });
});

describe('authors and tags files', () => {
  const authors = yaml.load(readFileSync('blog/authors.yml', 'utf8')) as Record<string, unknown>;
  it('has named authors with a role', () => {
    const author = z.object({ name: z.string().min(3), title: z.string().min(3), url: z.string(), page: z.boolean(), description: z.string().min(20) });
    expect(Object.keys(authors).length).toBeGreaterThanOrEqual(1);
    for (const value of Object.values(authors)) author.parse(value);
  });

  it('names an author of the file in every post, and every author of the file signs a post', () => {
    const used = new Set<string>();
    for (const dir of ['blog', 'comparisons', 'learn', 'opentelemetry']) {
      for (const file of readdirSync(dir).filter((name) => /\.mdx?$/.test(name))) {
        const keys = /^authors:\s*\[([^\]]*)\]/m.exec(readFileSync(`${dir}/${file}`, 'utf8'))?.[1];
        expect(keys, `${dir}/${file} has no authors: [...] line`).toBeTruthy();
        for (const key of keys!.split(',').map((k) => k.trim())) {
          expect(Object.keys(authors), `${dir}/${file} names ${key}`).toContain(key);
          used.add(key);
        }
      }
    }
    expect([...used].sort()).toEqual(Object.keys(authors).sort());
  });

  it.each(['blog', 'comparisons', 'learn', 'opentelemetry'])('%s/tags.yml has a label and description per tag', (dir) => {
    const tags = yaml.load(readFileSync(`${dir}/tags.yml`, 'utf8')) as Record<string, unknown>;
    const tag = z.object({ label: z.string().min(2), permalink: z.string().regex(/^\/[a-z0-9-]+$/), description: z.string().min(20) }).strict();
    for (const [key, value] of Object.entries(tags)) {
      tag.parse(value);
      expect((value as { permalink: string }).permalink).toBe(`/${key}`);
    }
  });

  it('holds every blog tag that the spec routes name', () => {
    const routes = readFileSync('spec/routes.txt', 'utf8');
    const specTags = [...routes.matchAll(/^\/blog\/tags\/([a-z-]+)\/$/gm)].map((m) => m[1]);
    const tags = Object.keys(yaml.load(readFileSync('blog/tags.yml', 'utf8')) as object);
    expect(specTags.length).toBeGreaterThan(40);
    expect(tags.sort()).toEqual([...new Set(specTags)].sort());
  });
});
