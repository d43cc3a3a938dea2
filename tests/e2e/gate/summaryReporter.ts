import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { CLS_LIMIT, WIDTHS, problemsOf, type WidthResult } from './pageChecks';

/** Annotation type under which each site-gate test records its per-width results. */
export const GATE_ANNOTATION = 'site-gate';

/**
 * Prints the counts of the site gate's browser pass after a Playwright run:
 * pages and widths checked, axe rules run, problems (0 to pass; every axe
 * finding is one), the largest CLS, and the time spent loading and in axe.
 */
export default class SiteGateSummary implements Reporter {
  private readonly results = new Map<string, WidthResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const annotation of [...test.annotations, ...result.annotations]) {
      if (annotation.type !== GATE_ANNOTATION || !annotation.description) continue;
      const entry = JSON.parse(annotation.description) as WidthResult;
      // A retry replaces the first attempt's figures.
      this.results.set(`${entry.path} ${entry.width}`, entry);
    }
  }

  onEnd(_result: FullResult): void {
    if (this.results.size === 0) return;
    const entries = [...this.results.values()];
    const pages = new Set(entries.map((entry) => entry.path));
    const problems = entries.flatMap(problemsOf);
    const rules = Math.max(...entries.map((entry) => entry.axeRules));
    const measured = entries.filter((entry) => entry.cls !== null);
    const worst = measured.reduce((a, b) => ((b.cls ?? 0) > (a.cls ?? 0) ? b : a), measured[0]);
    const loads = measured.length;
    const navigations = entries.filter((entry) => entry.via === 'navigation').length;
    const lines = [
      '',
      `site gate (browser): ${pages.size} pages at ${WIDTHS.join(', ')} px (${entries.length} page-widths, ${loads} fresh loads, ${navigations} in-page navigations); ` +
        `checks: sideways scroll, axe (${rules} rules), CLS < ${CLS_LIMIT}; ${problems.length} problems`,
      `  largest CLS ${worst ? `${(worst.cls ?? 0).toFixed(3)} (${worst.path} at ${worst.width} px)` : 'not measured'}`,
    ];
    const seconds = (pick: (entry: WidthResult) => number) =>
      Math.round(entries.reduce((sum, entry) => sum + pick(entry), 0) / 1000);
    lines.push(
      `  time in pages (all workers): loading and settling ${seconds((e) => e.ms.load)} s, axe ${seconds((e) => e.ms.axe)} s`,
    );
    for (const problem of problems.slice(0, 50)) lines.push(`  ${problem}`);
    console.log(lines.join('\n'));
  }
}
