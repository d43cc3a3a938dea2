import { describe, expect, it } from 'vitest';
import { isFailing, problemsOf, type AxeFinding, type WidthResult } from '../../e2e/gate/pageChecks';

const finding = (impact: string, wcag: boolean): AxeFinding => ({
  id: wcag ? 'html-xml-lang-mismatch' : 'landmark-unique',
  impact,
  help: 'help text',
  targets: ['main > nav'],
  wcag,
});

const result = (axe: AxeFinding[]): WidthResult => ({
  path: '/docs/x/',
  width: 390,
  via: 'navigation',
  cls: null,
  shifts: [],
  scrollWidth: 390,
  clientWidth: 390,
  overflowing: [],
  axe,
  axeRules: 100,
  ms: { load: 1, axe: 1 },
});

describe('which axe findings fail the site gate', () => {
  it('fails every finding of a WCAG rule, whatever its impact', () => {
    for (const impact of ['minor', 'moderate', 'serious', 'critical'])
      expect(isFailing(finding(impact, true))).toBe(true);
  });

  it('fails a best practice only when serious or critical', () => {
    expect(isFailing(finding('minor', false))).toBe(false);
    expect(isFailing(finding('moderate', false))).toBe(false);
    expect(isFailing(finding('serious', false))).toBe(true);
    expect(isFailing(finding('critical', false))).toBe(true);
  });

  it('names the page, width, rule and elements of each failing finding, and nothing for the others', () => {
    expect(problemsOf(result([finding('moderate', true), finding('moderate', false)]))).toEqual([
      '/docs/x/ at 390 px: axe html-xml-lang-mismatch (moderate) help text: main > nav',
    ]);
  });
});
