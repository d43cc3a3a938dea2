// Renders static/img/social-card.png, the og:image of pages that have no card
// of their own (home, marketing pages). Run: npx tsx scripts/generate-site-card.ts
import { writeFileSync } from 'node:fs';
import { renderCard } from '../src/plugins/socialCards/render';

void renderCard({
  permalink: '/',
  title: 'Open-source observability: logs, metrics and traces in one place',
  section: 'OpenTelemetry-native',
}).then((png) => {
  writeFileSync('static/img/social-card.png', png);
  console.log(`static/img/social-card.png: ${png.length} bytes`);
});
