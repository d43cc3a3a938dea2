// Renders the web app icons (PNG) from static/img/logo.svg. Run after changing
// the logo: `node scripts/generate-icons.mjs`. The PNGs are committed.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const svg = readFileSync(new URL('../static/img/logo.svg', import.meta.url), 'utf8');
const outDir = new URL('../static/img/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(`icon-${size}.png`, outDir), png);
  console.log(`icon-${size}.png: ${png.length} bytes`);
}
