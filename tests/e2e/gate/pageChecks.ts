import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The browser pass of the site gate at one width: sideways scroll of the
 * document, axe, and (after a fresh load) cumulative layout shift. Used by
 * tests/e2e/site-gate.spec.ts over the whole selection and by
 * tests/e2e/site-gate-seeded.spec.ts to prove each check fails on a defect.
 *
 * axe-core runs in the page with `axe.run`, injected once per load:
 * @axe-core/playwright's AxeBuilder opens a second page for every analysis
 * (runPartial + finishRun), which made each run five to ten times slower here,
 * too slow for some 600 pages at three widths.
 */

export const WIDTHS = [320, 390, 1280] as const;
/** The width a page with a table or wide code block is loaded at (the most common phone). */
export const CONTENT_WIDTH = 390;
export const CLS_LIMIT = 0.05;
/** WCAG 2.0 to 2.2, A and AA: what expectNoAxeViolations checks by default (tests/e2e/fixtures.ts). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG, plus axe's best practices (landmarks, one h1, heading order): what the site gate runs. */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];
/**
 * The rules whose outcome changes with the viewport width, run again after a
 * resize: what scrolls, what the layout shows in which landmark (the table of
 * contents appears at 997 px), tap target sizes, what the mobile menu hides.
 */
export const WIDTH_RULES = [
  'scrollable-region-focusable',
  'region',
  'target-size',
  'aria-hidden-focus',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'meta-viewport',
];
/**
 * The width rules that content, not its template, can fail: a table or code
 * block that scrolls at one width and not another, links packed into a narrow
 * table. A content page is checked for these in its <main> after a resize; the
 * others above are its template's, checked on the template's page at every width.
 */
export const CONTENT_WIDTH_RULES = ['scrollable-region-focusable', 'target-size'];
/**
 * The widths a content page is resized to after its load at CONTENT_WIDTH. Not
 * 1280 px: there the content column is some 700 px wide, so what fits at 320
 * and 390 fits, and the desktop layout itself is checked on the template's page.
 */
export const CONTENT_RESIZE_WIDTHS = [320] as const;
/**
 * Left out of axe on a content page's <main>: the tokens of highlighted code,
 * thousands of spans whose colours all come from one Prism theme. The theme's
 * contrast is checked for every token type in tests/unit/gate/code-palette.test.ts,
 * and the tokens in place on each template's page. (color-contrast on them was
 * a quarter of the gate's axe time.)
 */
export const CONTENT_AXE_EXCLUDE = ['pre .token-line'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface WidthResult {
  path: string;
  width: number;
  /** How the page came to be at this width: loaded fresh, reached by an in-page navigation, or resized. */
  via: 'load' | 'navigation' | 'resize';
  /**
   * Cumulative layout shift from the first paint to settled; null when the page was not loaded fresh
   * at this width (resized, or reached by an in-page navigation).
   */
  cls: number | null;
  shifts: string[];
  scrollWidth: number;
  clientWidth: number;
  /** Elements that reach past the viewport's right edge (outermost first). */
  overflowing: string[];
  axe: AxeFinding[];
  /** How many axe rules ran. */
  axeRules: number;
  /** Milliseconds spent loading (to hydrated and settled) and in axe. */
  ms: { load: number; axe: number };
}

declare global {
  interface Window {
    __gateCls?: { value: number; sources: string[] };
  }
}

/** Sums layout shifts without recent input, from the first paint on (runs before any page script). */
function observeLayoutShifts(): void {
  const state = { value: 0, sources: [] as string[] };
  window.__gateCls = state;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
    const id = node.id ? `#${node.id}` : '';
    const cls =
      typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${id}${cls}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      state.value += entry.value;
      const nodes = (entry.sources ?? []).map((source) => describe(source.node)).join(', ');
      state.sources.push(`${entry.value.toFixed(3)} ${nodes}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const observed = new WeakSet<Page>();

/**
 * Resolves after two frames: what was queued before (a resize, a render) has been handled and painted. Chromium
 * can stop delivering animation frames to a page it considers hidden; once in a full run (2026-11-28) a page
 * waited here until the 350 s test timeout, and the same pages passed in 32 s on a re-run. So after one second
 * without frames it resolves anyway: by then anything queued has been handled, painted or not.
 */
function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      }),
  );
}

/**
 * Waits until the page has hydrated, its fonts and the images in view are in,
 * the browser is idle and two frames are painted. A page whose content arrives
 * later (search results for ?q=) also waits for the network to be quiet.
 */
async function settle(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (path.includes('?')) await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(inView.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Measures how wide the document is and which elements stick out of the viewport. */
function measureOverflow(): { scrollWidth: number; clientWidth: number; overflowing: string[] } {
  const root = document.documentElement;
  const limit = root.clientWidth + 1;
  const overflowing: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const walk = (el: Element, parentSticksOut: boolean) => {
    if (overflowing.length >= 5) return;
    const right = el.getBoundingClientRect().right;
    const sticksOut = right > limit && getComputedStyle(el).position !== 'fixed';
    // Report the outermost element that sticks out; what is inside a clipping box is its own business.
    if (sticksOut && !parentSticksOut) overflowing.push(`${name(el)} (right edge ${Math.round(right)} px)`);
    // Nothing inside a box that clips or scrolls sideways widens the document.
    if (clips(el)) return;
    for (const child of el.children) walk(child, sticksOut);
  };
  if (root.scrollWidth > root.clientWidth) walk(document.body, false);
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing };
}

/** The whole page, or only its <main>: the rest of a page (navbar, sidebar, footer) is its template's. */
export type AxeScope = 'page' | 'main';

/** What axe runs on: the whole document or the elements `include` selects, by tag or by rule id. */
export interface AxeRequest {
  include?: string;
  exclude?: string[];
  /** Rules by tag (AXE_TAGS when neither tags nor rules are given). */
  tags?: string[];
  /** Rules by id, instead of tags. */
  rules?: string[];
}

/**
 * Runs axe-core in the page (injected once per load). Every end-to-end axe check goes through here:
 * @axe-core/playwright's AxeBuilder opens a second page for each analysis, five to ten times slower.
 */
export async function axeRun(page: Page, request: AxeRequest = {}): Promise<{ findings: AxeFinding[]; rules: number }> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, only, include, exclude }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const runOnly = only ? { type: 'rule' as const, values: only } : { type: 'tag' as const, values: tags };
      const context = include
        ? { include: [[include]], exclude: exclude.map((selector) => [selector]) }
        : exclude.length > 0
          ? { exclude: exclude.map((selector) => [selector]) }
          : document;
      const results = await engine.run(context, { runOnly, resultTypes: ['violations'] });
      return {
        findings: results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        })),
        rules: only ? only.length : engine.getRules(tags).length,
      };
    },
    {
      tags: request.tags ?? AXE_TAGS,
      only: request.rules ?? null,
      include: request.include ?? null,
      exclude: request.exclude ?? [],
    },
  );
}

function runAxe(
  page: Page,
  rules: 'all' | string[],
  scope: AxeScope,
): Promise<{ findings: AxeFinding[]; rules: number }> {
  return axeRun(page, {
    ...(scope === 'main' ? { include: 'main', exclude: CONTENT_AXE_EXCLUDE } : {}),
    ...(rules === 'all' ? {} : { rules }),
  });
}

/** Sets the viewport to a width (phones 800 px high, desktop 900). */
function setWidth(page: Page, width: number): Promise<void> {
  return page.setViewportSize({ width, height: width < 996 ? 800 : 900 });
}

/**
 * The checks every way of reaching a page ends with, once it has settled: sideways scroll of the
 * document, then axe (every rule, or the width rules), timed from `started`.
 */
async function checkArrived(
  page: Page,
  arrival: {
    path: string;
    width: number;
    via: WidthResult['via'];
    started: number;
    shift: { value: number; sources: string[] } | null;
  },
  rules: 'all' | string[],
  scope: AxeScope,
): Promise<WidthResult> {
  const layout = await page.evaluate(measureOverflow);
  const arrived = Date.now();
  const axeResult = await runAxe(page, rules, scope);
  return {
    path: arrival.path,
    width: arrival.width,
    via: arrival.via,
    cls: arrival.shift?.value ?? null,
    shifts: arrival.shift?.sources ?? [],
    ...layout,
    axe: axeResult.findings,
    axeRules: axeResult.rules,
    ms: { load: arrived - arrival.started, axe: Date.now() - arrived },
  };
}

/** Loads the page fresh at a width: layout shift, sideways scroll and every axe rule (on the page or its <main>). */
export async function loadAndCheck(
  page: Page,
  path: string,
  width: number,
  scope: AxeScope = 'page',
): Promise<WidthResult> {
  if (!observed.has(page)) {
    observed.add(page);
    await page.addInitScript(observeLayoutShifts);
  }
  await setWidth(page, width);
  const started = Date.now();
  await page.goto(path);
  await settle(page, path);
  const shift = await page.evaluate(() => window.__gateCls ?? { value: 0, sources: [] });
  return checkArrived(page, { path, width, via: 'load', started, shift }, 'all', scope);
}

/**
 * Opens another route in the loaded page as the site's router does (history entry, then the
 * router's own update, the route's chunks fetched on demand), at a width: sideways scroll and every
 * axe rule, as loadAndCheck, without a fresh load. The layout shift of a load is not measured here
 * (cls is null); it is the template's, measured on its page. `title` is the built page's <title>:
 * the check waits for it, so a route the client does not know (rendered as not found) fails.
 *
 * Why: a fresh load is the whole app's JavaScript parsed and hydrated again and axe injected and
 * compiled again, some 2.5 of the 4 s each content page took; CI came within a minute of its limit.
 */
export async function navigateAndCheck(
  page: Page,
  path: string,
  title: string,
  width: number,
  scope: AxeScope = 'page',
): Promise<WidthResult> {
  await setWidth(page, width);
  // Let the resize reach the page before the route changes. Docusaurus's code blocks read their <pre>
  // in a window resize listener that outlives the <pre> for a moment while a route is replaced
  // (theme-common 3.10 useCodeWordWrap: `const { scrollWidth, clientWidth } = codeBlockRef.current`,
  // the ref already null): a resize in that moment throws, once per code block. Readers rarely
  // resize mid-navigation; this check is about the next page's layout, not that race.
  await nextFrames(page);
  const started = Date.now();
  await page.evaluate((target) => {
    // react-router's browser history updates on popstate, as on the Back button.
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  try {
    await page.waitForFunction(
      ({ target, expected }) => document.documentElement.dataset.route === target && document.title === expected,
      { target: path, expected: title },
      { timeout: 15_000 },
    );
  } catch {
    const now = await page.evaluate(() => ({ route: document.documentElement.dataset.route, title: document.title }));
    throw new Error(
      `${path}: after navigating to it in the page, the route rendered is ${now.route} titled "${now.title}", not "${title}"`,
    );
  }
  await settle(page, path);
  return checkArrived(page, { path, width, via: 'navigation', started, shift: null }, 'all', scope);
}

/**
 * Resizes the loaded page to another width: sideways scroll of the document,
 * and the width-dependent axe rules on the whole page, or the content's own
 * (CONTENT_WIDTH_RULES) on its <main>.
 */
export async function resizeAndCheck(
  page: Page,
  path: string,
  width: number,
  scope: AxeScope = 'page',
): Promise<WidthResult> {
  const started = Date.now();
  await setWidth(page, width);
  await nextFrames(page);
  const rules = scope === 'main' ? CONTENT_WIDTH_RULES : WIDTH_RULES;
  return checkArrived(page, { path, width, via: 'resize', started, shift: null }, rules, scope);
}

/** What fails the gate in one result. */
export function problemsOf(result: WidthResult): string[] {
  const at = `${result.path} at ${result.width} px`;
  const problems: string[] = [];
  if (result.scrollWidth > result.clientWidth) {
    problems.push(
      `${at}: the document scrolls sideways (${result.scrollWidth} px wide in a ${result.clientWidth} px viewport): ${result.overflowing.join('; ')}`,
    );
  }
  if (result.cls !== null && result.cls >= CLS_LIMIT) {
    problems.push(`${at}: CLS ${result.cls.toFixed(3)} (limit ${CLS_LIMIT}): ${result.shifts.join(' | ')}`);
  }
  // Every finding fails, whatever its impact: the site has none (the quality bar is zero).
  for (const finding of result.axe) {
    problems.push(
      `${at}: axe ${finding.id} (${finding.impact}) ${finding.help}: ${finding.targets.slice(0, 5).join(', ')}`,
    );
  }
  return problems;
}
