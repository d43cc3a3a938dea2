import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COVER_THUMB_WIDTH } from '../../lib/socialCards/cardPath';
import type { CardSpec } from './collect';
import { CARD_WIDTH, cardHash, renderCard } from './render';

/**
 * Cards in progress at once. resvg rasterises on libuv's thread pool while satori lays out the next
 * card on the main thread: 20 ms a card instead of 31 (60 cards, idle machine, 2 cores). Each card in
 * progress holds one rendered image (3 MB) until it is written.
 */
const CARDS_AT_ONCE = 2;

/** Where a card and its cover copy are kept in the cache folder, by the hash of what they show. */
export function cachedCardFiles(cacheDir: string, card: CardSpec): { card: string; thumb: string } {
  const hash = cardHash(card);
  return {
    card: path.join(cacheDir, `${hash}.png`),
    thumb: path.join(cacheDir, `${hash}-${COVER_THUMB_WIDTH}.png`),
  };
}

export interface RenderStats {
  rendered: number;
  reused: number;
  /** From the first card to the last. */
  ms: number;
}

/** Renders into `cacheDir` every card (and cover copy) not already there. */
export async function renderCardsToCache(cards: CardSpec[], cacheDir: string): Promise<RenderStats> {
  const started = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  let rendered = 0;
  let reused = 0;
  const renderOne = async (card: CardSpec) => {
    const files = cachedCardFiles(cacheDir, card);
    if (existsSync(files.card) && (!card.cover || existsSync(files.thumb))) {
      reused += 1;
      return;
    }
    if (card.cover) {
      const [full, thumb] = await renderCard(card, [CARD_WIDTH, COVER_THUMB_WIDTH]);
      writeFileSync(files.card, full);
      writeFileSync(files.thumb, thumb);
    } else {
      writeFileSync(files.card, await renderCard(card));
    }
    rendered += 1;
    // Let a task pass after each card. resvg-js frees a rendered image (3 MB for a card) in a finalizer
    // that Node runs only between tasks, and this loop otherwise runs in one (satori resolves in
    // microtasks): a cold build's 559 cards held some 1.8 GB of native memory until the loop ended, with
    // the JS heap under 60 MB (resvg-js 2.6.2, thx/resvg-js#216; #393 tells V8 about that memory, not
    // released yet). Measured on 150 cards: 720 MB RSS without the pause, 227 MB with it, and no slower.
    await new Promise((resolve) => setImmediate(resolve));
  };
  const queue = [...cards];
  await Promise.all(
    Array.from({ length: CARDS_AT_ONCE }, async () => {
      for (let card = queue.shift(); card; card = queue.shift()) await renderOne(card);
    }),
  );
  return { rendered, reused, ms: Math.round(performance.now() - started) };
}
