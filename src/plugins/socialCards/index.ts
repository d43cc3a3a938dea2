import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cardPathFor, coverThumbPathFor } from '../../lib/socialCards/cardPath';
import { runInLowPriorityChild } from '../lowPriorityChild';
import { collectCards, type CardSpec } from './collect';
import type { RenderStats } from './renderAll';
import { cachedCardFiles } from './renderAll';

/** What `npm run bench` reads of the last build's cards (scripts/bench-cards.mjs). */
export interface CardsRun extends RenderStats {
  cards: number;
  /** How long postBuild waited for the rendering to finish. */
  waitedMs: number;
}

/**
 * Renders a social card (og:image / twitter:image, and the post cover) for every docs page and
 * collection post, and for collection posts a small copy used as the cover thumbnail in lists. The
 * cards need only the loaded content, so a production build starts rendering them as soon as it is
 * loaded, in a child process at low priority (src/plugins/lowPriorityChild) that overlaps the bundling;
 * `postBuild` waits for it and copies the cards into the build. Cards are cached by a hash of their
 * content in node_modules/.cache, so a rebuild renders only what changed. The theme's Metadata wrappers
 * point at `cardPathFor(permalink)`.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: CardSpec[] = [];
  let rendering: Promise<RenderStats> | null = null;
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/signoz-social-cards');
  const render = () =>
    (rendering ??= runInLowPriorityChild<RenderStats>(
      path.join(__dirname, 'renderChild.mjs'),
      { cards, cacheDir },
      'social cards',
    ));
  return {
    name: 'social-cards',
    async allContentLoaded({ allContent }) {
      cards = collectCards(allContent);
      // `docusaurus build` sets production before loading the site; the dev server never renders cards.
      if (process.env.NODE_ENV === 'production') void render().catch(() => undefined);
    },
    async postBuild({ outDir }) {
      const waitStarted = performance.now();
      const stats = await render();
      const waitedMs = Math.round(performance.now() - waitStarted);
      const place = (cached: string, route: string) => {
        const target = path.join(outDir, route);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(cached, target);
      };
      for (const card of cards) {
        const files = cachedCardFiles(cacheDir, card);
        place(files.card, cardPathFor(card.permalink));
        if (card.cover) place(files.thumb, coverThumbPathFor(card.permalink));
      }
      const run: CardsRun = { cards: cards.length, ...stats, waitedMs };
      writeFileSync(path.join(cacheDir, 'last-run.json'), JSON.stringify(run));
      console.log(
        `[social-cards] ${cards.length} cards (${stats.rendered} rendered, ${stats.reused} from cache) in ` +
          `${stats.ms} ms, from the content load; postBuild waited ${waitedMs} ms`,
      );
    },
  };
}
