import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import { renderAsync } from '@resvg/resvg-js';
import type { CardSpec } from './collect';
import { encodeOpaquePng } from './png';

const require = createRequire(__filename);

/** Bump when the card design or its PNG encoding changes, so cached cards are rendered again. */
export const CARD_DESIGN_VERSION = 5;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * satori draws every glyph as a path, so the SVG has no text for resvg to lay out. resvg still scans
 * the system's font folders for each image unless told not to (`loadSystemFonts` defaults to true):
 * measured on one card, 17.3 ms of CPU per rasterisation with the scan and 11.4 ms without, the pixels
 * identical. Without the scan the cards also cannot depend on the fonts of the machine that builds.
 */
const NO_SYSTEM_FONTS = { loadSystemFonts: false } as const;

type El = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): El => ({
  type,
  props: { style, children },
});

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;
function loadFonts() {
  fonts ??= [400, 700].map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight: weight as 400 | 700,
    style: 'normal' as const,
  }));
  return fonts;
}

export function cardHash(card: CardSpec): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN_VERSION, card.title, card.section, card.author ?? '']))
    .digest('hex')
    .slice(0, 20);
}

function fitTitle(title: string): { text: string; size: number } {
  const size = title.length > 90 ? 48 : title.length > 60 ? 56 : 68;
  const text = title.length > 140 ? `${title.slice(0, 137)}…` : title;
  return { text, size };
}

/**
 * Renders one card to PNG: the site's dark palette, section, title, author.
 * With `widths`, renders the same drawing at each width too (one SVG, several
 * rasterisations), for covers shown smaller than the card.
 */
export async function renderCard(card: CardSpec): Promise<Buffer>;
export async function renderCard(card: CardSpec, widths: number[]): Promise<Buffer[]>;
export async function renderCard(card: CardSpec, widths?: number[]): Promise<Buffer | Buffer[]> {
  const { text, size } = fitTitle(card.title);
  const tree = h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      boxSizing: 'border-box',
      // Flat colours only: a gradient made every card 2 to 3 times larger as PNG, and the
      // cards are also the posts' covers, downloaded by readers.
      backgroundColor: '#0b0d12',
      position: 'relative',
      color: '#f5f7fb',
      fontFamily: 'Inter',
    },
    [
      h('div', {
        position: 'absolute',
        top: -330,
        right: -230,
        width: 520,
        height: 520,
        borderRadius: 260,
        backgroundColor: '#2a1810',
        display: 'flex',
      }),
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        h('div', { width: 56, height: 56, borderRadius: 14, backgroundColor: '#ff7541', display: 'flex' }),
        h('div', { fontSize: 36, fontWeight: 700 }, 'SigNoz'),
        h('div', { fontSize: 28, color: '#ff8a5b', marginLeft: 16, fontWeight: 700 }, card.section),
      ]),
      h('div', { fontSize: size, fontWeight: 700, lineHeight: 1.15, display: 'flex', width: CARD_WIDTH - 144 }, text),
      h(
        'div',
        { display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#a8b0c0', width: CARD_WIDTH - 144 },
        [
          h('div', { display: 'flex' }, card.author ? `By ${card.author}` : 'signoz.io'),
          h('div', { display: 'flex' }, 'Open-source observability on OpenTelemetry'),
        ],
      ),
    ],
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  // Rasterised (resvg-js renderAsync) and deflated (./png.ts) on libuv's thread pool, so the main thread
  // lays out the next card meanwhile (see CARDS_AT_ONCE in ./renderAll.ts).
  const raster = async (width: number) => {
    const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: NO_SYSTEM_FONTS });
    return encodeOpaquePng(image.pixels, image.width, image.height);
  };
  if (!widths) return raster(CARD_WIDTH);
  const pngs: Buffer[] = [];
  for (const width of widths) pngs.push(await raster(width));
  return pngs;
}
