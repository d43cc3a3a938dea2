import { describe, expect, it } from 'vitest';
import { problemsOf, type AxeFinding, type WidthResult } from '../../e2e/gate/pageChecks';

const finding = (id: string, impact: string): AxeFinding => ({
  id,
  impact,
  help: `${id} help`,
  targets: ['main > nav'],
});

const result = (axe: AxeFinding[], scrollWidth = 390): WidthResult => ({
  path: '/docs/x/',
  width: 390,
  via: 'navigation',
  cls: null,
  shifts: [],
  scrollWidth,
  clientWidth: 390,
  overflowing: scrollWidth > 390 ? ['div#wide (right edge 700 px)'] : [],
  axe,
  axeRules: 100,
  ms: { load: 1, axe: 1 },
});

describe('what fails the site gate', () => {
  it('fails every axe finding, whatever its impact, naming page, width, rule and elements', () => {
    expect(
      problemsOf(result([finding('landmark-unique', 'moderate'), finding('empty-table-header', 'minor')])),
    ).toEqual([
      '/docs/x/ at 390 px: axe landmark-unique (moderate) landmark-unique help: main > nav',
      '/docs/x/ at 390 px: axe empty-table-header (minor) empty-table-header help: main > nav',
    ]);
  });

  it('fails a document wider than the viewport, and passes a page with nothing found', () => {
    expect(problemsOf(result([], 700))).toEqual([
      '/docs/x/ at 390 px: the document scrolls sideways (700 px wide in a 390 px viewport): div#wide (right edge 700 px)',
    ]);
    expect(problemsOf(result([]))).toEqual([]);
  });
});
