import { describe, expect, it } from 'vitest';
import {
  layoutFacts,
  selectBrowserPages,
  titleOf,
  WIDE_CODE_CHARS,
} from '../../../scripts/lib/site-gate/browser-pages.mjs';
import { redirectPage } from '../../../src/lib/redirects/redirectPage';

const page = (htmlClass: string, body = '') =>
  `<!doctype html><html lang=en class="${htmlClass}"><head><title>x</title></head><body><main>${body}</main></body></html>`;
const code = (line: string) =>
  `<pre tabindex=0 class=prism-code><code><div class=token-line><span class="token plain">${line}</span><br/></div><div class=token-line><span>short</span></div></code></pre>`;

describe('the browser pass selection', () => {
  it('reads tables, the widest code line (entities decoded) and the template of a built page', () => {
    const facts = layoutFacts(
      page(
        'docs-wrapper docs-doc-page docs-doc-id-install/docker',
        `<table><tr><td>a</td></tr></table>${code('docker run -p 4317:4317 &amp;&amp; echo &lt;ok&gt;')}`,
      ),
    );
    expect(facts).toEqual({
      template: 'docs-wrapper docs-doc-page doc',
      tables: 1,
      widestCodeLine: 'docker run -p 4317:4317 && echo <ok>'.length,
      redirect: false,
    });
  });

  it('takes one page per template, every marketing page, and every page with a table or a wide code block, no redirect page', () => {
    const wide = 'x'.repeat(WIDE_CODE_CHARS + 1);
    const narrow = 'x'.repeat(WIDE_CODE_CHARS);
    const selected = selectBrowserPages([
      { route: '/docs/a/', html: page('docs-doc-page docs-doc-id-a') },
      { route: '/docs/b/', html: page('docs-doc-page docs-doc-id-b', code(narrow)) },
      { route: '/docs/c/', html: page('docs-doc-page docs-doc-id-c', code(wide)) },
      { route: '/docs/d/', html: page('docs-doc-page docs-doc-id-d', '<table></table>') },
      { route: '/docs/category/x/', html: page('docs-doc-page') },
      { route: '/pricing/', html: page('plugin-pages plugin-id-default') },
      { route: '/support/', html: page('plugin-pages plugin-id-default') },
      { route: '404.html', html: page('plugin-native') },
      { route: '/docs/introduction/', html: redirectPage('/docs/', 'https://signoz.io') },
    ]);
    expect(selected).toEqual([
      { path: '/docs/a/', reasons: ['template: docs-doc-page doc'], title: 'x' },
      { path: '/docs/c/', reasons: [`code line of ${WIDE_CODE_CHARS + 1} characters`], title: 'x' },
      { path: '/docs/category/x/', reasons: ['template: docs-doc-page'], title: 'x' },
      { path: '/docs/d/', reasons: ['1 table'], title: 'x' },
      { path: '/pricing/', reasons: ['template: page /pricing/'], title: 'x' },
      { path: '/support/', reasons: ['template: page /support/'], title: 'x' },
      { path: '/no-such-page/', reasons: ['template: plugin-native'], title: 'x' },
      { path: '/search/?q=kubernetes', reasons: ['state from the query string'], title: null },
    ]);
  });

  it('reads the title as document.title will give it, entities decoded', () => {
    expect(titleOf('<head><title data-rh=true>Logs &amp; traces: &quot;OTel&quot; | SigNoz</title></head>')).toBe(
      'Logs & traces: "OTel" | SigNoz',
    );
    expect(titleOf('<head></head>')).toBeNull();
  });
});
