import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardPathFor, coverThumbPathFor } from '../../../src/lib/socialCards/cardPath';
import { collectCards } from '../../../src/plugins/socialCards/collect';
import { CARD_HEIGHT, CARD_WIDTH, cardHash, renderCard } from '../../../src/plugins/socialCards/render';
import { renderCardsToCache } from '../../../src/plugins/socialCards/renderAll';
import { encodeOpaquePng } from '../../../src/plugins/socialCards/png';

describe('cardPathFor', () => {
  it('maps permalinks to stable file names', () => {
    expect(cardPathFor('/blog/my-post/')).toBe('/img/cards/blog--my-post.png');
    expect(cardPathFor('/docs/')).toBe('/img/cards/docs.png');
    expect(cardPathFor('/docs/operate/migration/upgrade-0.8.0/')).toBe(
      '/img/cards/docs--operate--migration--upgrade-0.8.0.png',
    );
  });
});

describe('collectCards', () => {
  it('takes docs and posts, skips shared snippets and pages with their own image', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                { id: 'install/docker', title: 'Install', permalink: '/docs/install/docker/', frontMatter: {} },
                { id: 'shared/x', title: 'Snippet', permalink: '/docs/shared/x/', frontMatter: {} },
                { id: 'a', title: 'Own image', permalink: '/docs/a/', frontMatter: { image: '/img/a.png' } },
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        comparisons: {
          blogPosts: [
            {
              metadata: {
                title: 'SigNoz vs X',
                permalink: '/comparisons/x/',
                authors: [{ name: 'Maya' }, { name: 'Dan' }],
                frontMatter: {},
              },
            },
          ],
        },
      },
    };
    expect(collectCards(allContent)).toEqual([
      { permalink: '/docs/install/docker/', title: 'Install', section: 'Docs' },
      // Collection posts show their card as a cover, so they also get the small copy.
      { permalink: '/comparisons/x/', title: 'SigNoz vs X', section: 'Comparisons', author: 'Maya, Dan', cover: true },
    ]);
  });
});

describe('coverThumbPathFor', () => {
  it('names the small copy after the card', () => {
    expect(coverThumbPathFor('/blog/my-post/')).toBe('/img/cards/blog--my-post-480.png');
  });
});

describe('renderCard', () => {
  const card = {
    permalink: '/blog/x/',
    title: 'OpenTelemetry Collector on Kubernetes: DaemonSet agent, gateway, or both',
    section: 'Blog',
    author: 'Lena Hoffmann',
  };

  it('renders a 1200x630 PNG', async () => {
    const png = await renderCard(card);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CARD_HEIGHT);
    if (process.env.CARD_PREVIEW) writeFileSync(process.env.CARD_PREVIEW, png);
  }, 20_000);

  it('renders the same drawing at several widths for covers', async () => {
    const [full, thumb] = await renderCard(card, [CARD_WIDTH, 480]);
    expect(full.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(thumb.readUInt32BE(16)).toBe(480);
    expect(thumb.readUInt32BE(20)).toBe(252);
    expect(thumb.length).toBeLessThan(full.length);
  }, 20_000);

  it('hashes content, so a changed title renders again and the same one is reused', () => {
    expect(cardHash(card)).toBe(cardHash({ ...card }));
    expect(cardHash(card)).not.toBe(cardHash({ ...card, title: 'Other' }));
  });
});

describe('renderCardsToCache', () => {
  it('renders the cards a cache lacks, and none on the next run', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    try {
      const cards = [
        { permalink: '/docs/install/', title: 'Install SigNoz', section: 'Docs' },
        { permalink: '/blog/x/', title: 'A post', section: 'Blog', cover: true, author: 'Maya' },
      ];
      expect(await renderCardsToCache(cards, cacheDir)).toMatchObject({ rendered: 2, reused: 0 });
      // The docs card, and the post's card with its cover copy.
      expect(readdirSync(cacheDir)).toHaveLength(3);
      expect(await renderCardsToCache(cards, cacheDir)).toMatchObject({ rendered: 0, reused: 2 });
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('encodeOpaquePng', () => {
  /** The PNG's chunks, checking each one's CRC against zlib's CRC-32 of its type and data. */
  const chunksOf = (png: Buffer) => {
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const typeAndData = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(typeAndData));
      types.push(typeAndData.subarray(0, 4).toString('latin1'));
      at += 12 + length;
    }
    return types;
  };
  /** The PNG drawn back through resvg's own PNG decoder, as RGBA. */
  const redraw = (png: Buffer, width: number, height: number) => {
    const uri = `data:image/png;base64,${png.toString('base64')}`;
    return new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="${uri}"/></svg>`,
    ).render().pixels;
  };

  it('writes a drawing of up to 256 colours as an indexed PNG with the same pixels', async () => {
    const { width, height } = { width: 40, height: 21 };
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0b0d12"/><circle cx="30" cy="5" r="12" fill="#ff7541"/><text x="2" y="18" font-size="12" fill="#f5f7fb">Hi</text></svg>`;
    const image = new Resvg(svg).render();
    const png = await encodeOpaquePng(image.pixels, width, height);
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(height);
    expect(png[25]).toBe(3); // colour type: palette
    expect(chunksOf(png)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(Buffer.from(redraw(png, width, height)).equals(Buffer.from(image.pixels))).toBe(true);
  });

  it('writes an image of more than 256 colours as RGB, with the same pixels', async () => {
    const { width, height } = { width: 20, height: 20 }; // 400 colours, one a pixel
    const rgba = new Uint8Array(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++)
      rgba.set([(pixel % width) * 12, Math.floor(pixel / width) * 12, 90, 255], pixel * 4);
    const png = await encodeOpaquePng(rgba, width, height);
    expect(png[25]).toBe(2); // colour type: RGB
    expect(chunksOf(png)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(Buffer.from(redraw(png, width, height)).equals(Buffer.from(rgba))).toBe(true);
  });

  it('reads pixels that do not start on a 4-byte boundary', async () => {
    const backing = new Uint8Array(1 + 2 * 2 * 4);
    const rgba = backing.subarray(1);
    rgba.set([1, 2, 3, 255, 1, 2, 3, 255, 9, 8, 7, 255, 1, 2, 3, 255]);
    const png = await encodeOpaquePng(rgba, 2, 2);
    expect(Buffer.from(redraw(png, 2, 2)).equals(Buffer.from(rgba))).toBe(true);
  });

  it('refuses an image with transparent pixels, indexed or not', async () => {
    const image = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="2" height="4"/></svg>',
    ).render();
    await expect(encodeOpaquePng(image.pixels, 4, 4)).rejects.toThrow(/transparent/);
    const many = new Uint8Array(20 * 20 * 4); // 400 colours: the RGB path
    for (let pixel = 0; pixel < 400; pixel++) many.set([pixel % 20, Math.floor(pixel / 20), 0, 255], pixel * 4);
    many[many.length - 1] = 0;
    await expect(encodeOpaquePng(many, 20, 20)).rejects.toThrow(/transparent/);
  });
});
