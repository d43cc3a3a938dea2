import { describe, expect, it } from 'vitest';
import { decodeEntities, plainText } from '../../../scripts/lib/html-text.mjs';

describe('text out of built HTML', () => {
  it('decodes the named five and numeric references, &amp; last so nothing is decoded twice', () => {
    expect(decodeEntities('a &lt;b&gt; &quot;c&quot; &#39;d&#x27; &#128640; &#x41; &amp;lt;')).toBe(
      `a <b> "c" 'd' 🚀 A &lt;`,
    );
  });

  it('drops tags, decodes entities and collapses white space', () => {
    expect(plainText(' Install &amp; <code>run</code>\n  <b>now</b> ')).toBe('Install & run now');
  });
});
