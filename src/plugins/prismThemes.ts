import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Dracula with its comment colour raised from #6272a4 (3.0:1 on the block's
 * #282a36) to #a4b0d8 (7:1), so comments meet WCAG AA contrast. Only the
 * comment style: Dracula groups prolog with constant and builtin, which keep
 * their purple. tests/unit/gate/code-palette.test.ts checks every colour.
 */
export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((style) =>
    style.types.includes('comment') ? { ...style, style: { ...style.style, color: '#a4b0d8' } } : style,
  ),
};

export const lightCodeTheme: PrismTheme = themes.github;
