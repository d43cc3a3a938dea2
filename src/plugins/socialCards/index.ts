import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cardPathFor, COVER_THUMB_WIDTH, coverThumbPathFor } from '../../lib/socialCards/cardPath';
import { collectCards, type CardSpec } from './collect';
import { CARD_WIDTH, cardHash, renderCard } from './render';

/**
 * Cards in progress at once. resvg rasterises on libuv's thread pool while satori lays out the next
 * card on the main thread: 20 ms a card instead of 31 (60 cards, idle machine, 2 cores), and in a
 * build the cards no longer finish alone on one core after the other post-build steps. Each card in
 * progress holds one rendered image (3 MB) until it is written.
 */
const CARDS_AT_ONCE = 2;

/**
 * Renders a social card (og:image / twitter:image, and the post cover) for
 * every docs page and collection post after the build, and for collection
 * posts a small copy used as the cover thumbnail in lists. Cards are cached by a
 * hash of their content in node_modules/.cache, so a rebuild renders only
 * what changed. The theme's Metadata wrappers point at `cardPathFor(permalink)`.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: CardSpec[] = [];
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/signoz-social-cards');
  return {
    name: 'social-cards',
    async allContentLoaded({ allContent }) {
      cards = collectCards(allContent);
    },
    async postBuild({ outDir }) {
      const started = performance.now();
      mkdirSync(cacheDir, { recursive: true });
      let rendered = 0;
      let reused = 0;
      const place = (cached: string, route: string) => {
        const target = path.join(outDir, route);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(cached, target);
      };
      const renderOne = async (card: CardSpec) => {
        const hash = cardHash(card);
        const cached = path.join(cacheDir, `${hash}.png`);
        const cachedThumb = path.join(cacheDir, `${hash}-${COVER_THUMB_WIDTH}.png`);
        if (existsSync(cached) && (!card.cover || existsSync(cachedThumb))) reused += 1;
        else {
          if (card.cover) {
            const [full, thumb] = await renderCard(card, [CARD_WIDTH, COVER_THUMB_WIDTH]);
            writeFileSync(cached, full);
            writeFileSync(cachedThumb, thumb);
          } else {
            writeFileSync(cached, await renderCard(card));
          }
          rendered += 1;
          // Let a task pass after each card. resvg-js frees a rendered image (3 MB for a card) in a
          // finalizer that Node runs only between tasks, and this loop otherwise runs in one (satori
          // resolves in microtasks): a cold build's 559 cards held some 1.8 GB of native memory until
          // the loop ended, with the JS heap under 60 MB (resvg-js 2.6.2, thx/resvg-js#216; #393 tells
          // V8 about that memory, not released yet). Measured on 150 cards: 720 MB RSS without the
          // pause, 227 MB with it, and no slower.
          await new Promise((resolve) => setImmediate(resolve));
        }
        place(cached, cardPathFor(card.permalink));
        if (card.cover) place(cachedThumb, coverThumbPathFor(card.permalink));
      };
      const queue = [...cards];
      await Promise.all(
        Array.from({ length: CARDS_AT_ONCE }, async () => {
          for (let card = queue.shift(); card; card = queue.shift()) await renderOne(card);
        }),
      );
      const ms = Math.round(performance.now() - started);
      writeFileSync(
        path.join(cacheDir, 'last-run.json'),
        JSON.stringify({ cards: cards.length, rendered, reused, ms }),
      );
      console.log(`[social-cards] ${cards.length} cards (${rendered} rendered, ${reused} from cache) in ${ms} ms`);
    },
  };
}
