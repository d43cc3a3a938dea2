import { readFileSync } from 'node:fs';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../../src/plugins/prismThemes';

// colord's a11y plugin computes WCAG 2 contrast ratios (relative luminance), as axe does.
extend([a11yPlugin]);

/** WCAG 2.2 AA for normal text: code is set at normal size. */
const AA_NORMAL_TEXT = 4.5;

/**
 * Every colour a code theme gives a token, against the block's background.
 * The site gate's browser pass leaves code tokens out of axe on content pages
 * (tests/e2e/gate/pageChecks.ts, CONTENT_AXE_EXCLUDE): this is where their
 * contrast is checked, for every token type of the theme, not only those a
 * page happens to show.
 */
function lowContrast(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor ?? '';
  const colours = [
    { types: ['plain'], color: theme.plain.color },
    ...theme.styles.map((style) => ({ types: style.types, color: style.style.color })),
  ];
  return colours
    .filter(({ color }) => color !== undefined)
    .map(({ types, color }) => ({ types, color: color ?? '', ratio: colord(color ?? '').contrast(background) }))
    .filter(({ ratio }) => ratio < AA_NORMAL_TEXT)
    .map(({ types, color, ratio }) => `${types.join(',')} ${color} on ${background}: ${ratio.toFixed(2)}:1`);
}

/** The colour modes the site can show, read from docusaurus.config.ts (the mode switch is off). */
function shownModes(): ('light' | 'dark')[] {
  const config = readFileSync(new URL('../../../docusaurus.config.ts', import.meta.url), 'utf8');
  const colorMode = /colorMode:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  const switchOff = /disableSwitch:\s*true/.test(colorMode) && /respectPrefersColorScheme:\s*false/.test(colorMode);
  const defaultMode = /defaultMode:\s*'(light|dark)'/.exec(colorMode)?.[1] as 'light' | 'dark' | undefined;
  if (!defaultMode) throw new Error('docusaurus.config.ts: no themeConfig.colorMode.defaultMode found');
  return switchOff ? [defaultMode] : ['light', 'dark'];
}

describe('code block colours', () => {
  it('every token colour of each theme the site can show meets AA contrast on the block', () => {
    const modes = shownModes();
    expect(modes.length).toBeGreaterThan(0);
    for (const mode of modes) {
      const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
      expect(lowContrast(theme), `${mode} code theme`).toEqual([]);
    }
  });

  it('finds a colour under 4.5:1 (stock Dracula comments, #6272a4 on #282a36)', () => {
    const stock: PrismTheme = {
      plain: { color: '#f8f8f2', backgroundColor: '#282a36' },
      styles: [{ types: ['comment'], style: { color: '#6272a4' } }],
    };
    expect(lowContrast(stock)).toEqual(['comment #6272a4 on #282a36: 3.02:1']);
  });
});
