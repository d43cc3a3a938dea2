import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { navbar } from '../navbar';
import { footer } from '../footer';
import { announcement } from '../announcement';
import { site } from '../site';

type Item = { label?: string; to?: string; href?: string; type?: string; items?: Item[]; className?: string };

describe('navbar data', () => {
  const items = navbar.items as Item[];
  const labelled = items.filter((i) => i.label && i.type !== 'docsVersionDropdown' && i.type !== 'localeDropdown');

  it('has exactly Docs, Pricing and Resources on the left', () => {
    const left = (navbar.items as (Item & { position?: string })[]).filter((i) => i.position === 'left');
    expect(left.map((i) => i.label)).toEqual(['Docs', 'Pricing', 'Resources']);
    expect(left[1].to).toBe('/pricing/');
  });

  it('Resources holds Blog, OpenTelemetry, Comparisons, Customer Stories', () => {
    const resources = items.find((i) => i.label === 'Resources');
    expect(resources?.type).toBe('dropdown');
    expect(resources?.items?.map((i) => [i.label, i.to])).toEqual([
      ['Blog', '/blog/'],
      ['OpenTelemetry', '/opentelemetry/'],
      ['Comparisons', '/comparisons/'],
      ['Customer Stories', '/case-study/'],
    ]);
  });

  it('has the Try SigNoz Cloud button to /teams/, search and the star badge', () => {
    expect(labelled.find((i) => i.label === 'Try SigNoz Cloud')?.to).toBe('/teams/');
    expect(items.some((i) => i.type === 'search')).toBe(true);
    expect(items.some((i) => i.type === 'custom-githubStars')).toBe(true);
  });
});

describe('footer data', () => {
  const Link = z
    .object({ label: z.string().min(1) })
    .and(z.union([z.object({ to: z.string().regex(/^\/([a-z0-9_-]+\/)*$/) }), z.object({ href: z.string().url() })]));
  const links = (footer.links as { title: string; items: Item[] }[]).flatMap((c) => c.items);
  const targets = links.map((l) => l.to ?? l.href);

  it('matches the schema with unique links', () => {
    z.array(z.object({ title: z.string().min(1), items: z.array(Link).min(1) })).parse(footer.links);
    expect(new Set(targets).size).toBe(targets.length);
    expect(footer.copyright).toMatch(/SigNoz/);
  });

  it.each([
    ['docs intro', '/docs/'],
    ['contributing', '/docs/contributing/'],
    ['knowledge base', '/docs/faq/'],
    ['support', '/support/'],
    ['learn', '/learn/'],
    ['technical writer program', '/technical-writer-program/'],
    ['comparison with Datadog', '/comparisons/signoz-vs-datadog/'],
    ['comparison with New Relic', '/comparisons/signoz-vs-newrelic/'],
    ['comparison with Grafana', '/comparisons/signoz-vs-grafana/'],
    ['comparison with Dynatrace', '/comparisons/signoz-vs-dynatrace/'],
    ['careers', '/careers/'],
    ['about', '/about-us/'],
    ['terms', '/terms-of-service/'],
    ['privacy', '/privacy/'],
  ])('links to %s', (_name, target) => {
    expect(targets).toContain(target);
  });

  it('sends external destinations to absolute URLs of other hosts, never to a path of this site', () => {
    // A path of this site belongs in `to`, where the build checks it exists (the Slack link once
    // pointed at signoz.io/slack, a page this site does not have).
    for (const link of links.filter((l) => l.href)) {
      expect(new URL(link.href ?? '').origin, link.label).not.toBe(site.url);
    }
  });

  it('links to the community chat and its archive', () => {
    const external = links.filter((l) => l.href);
    expect(external.some((l) => /slack/i.test(l.label ?? '') && !/archive/i.test(l.label ?? ''))).toBe(true);
    expect(external.some((l) => /archive/i.test(l.label ?? ''))).toBe(true);
  });
});

describe('announcement data', () => {
  it('matches the schema', () => {
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      content: z.string().min(10),
      backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
      textColor: z.string().regex(/^#[0-9a-f]{6}$/i),
      isCloseable: z.boolean(),
    })
      .strict()
      .parse(announcement);
  });

  it('has readable contrast (WCAG AA, 4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(announcement.backgroundColor), luminance(announcement.textColor)].sort((x, y) => y - x);
    expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('links only to site-internal pages with a trailing slash', () => {
    for (const [, href] of announcement.content.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^\/.*\/(#.*)?$/);
  });
});
