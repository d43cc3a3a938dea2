import { describe, expect, it } from 'vitest';
import { patchScript, scriptVersion } from '../../../src/plugins/performance/pagefindScript/pagefindScript.mjs';

// The texts each change looks for, as Pagefind 1.6.0 writes them.
const WAIT =
  'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}return 1}';
const EXCERPT =
  'var build_excerpt=(content,start)=>{let is_zws_delimited=content.includes("\\u200B");' +
  'let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(word_separators);}' +
  'return fragment_words;};';
const script = (version: string, body = `${WAIT}${EXCERPT}`) => `const pagefind_version="${version}";${body}`;

describe('patching pagefind.js', () => {
  it('reads the version the script declares', () => {
    expect(scriptVersion('const pagefind_version="1.6.0";let x')).toBe('1.6.0');
    expect(scriptVersion('let x=1')).toBeNull();
  });

  it('shortens the engine wait of a checked release', () => {
    const patched = patchScript(script('1.6.0'));
    expect(patched).toContain('await asyncSleep(4);}return 1}');
    expect(patched).not.toContain('asyncSleep(50)');
  });

  it('splits a page’s text into words once for all its excerpts, and hands out copies', () => {
    const patched = patchScript(script('1.6.0'));
    expect(patched).toContain('let fragment_words=split_words_cached(content,is_zws_delimited).slice();');
    // The patched excerpt builder runs: same words, a fresh array each call, the last text's split reused.
    const build = new Function(
      'word_separators',
      `${patched!.replace(/^const pagefind_version="[^"]+";async getPtr\(\)\{.*?return 1\}/, '')} return build_excerpt;`,
    )(/\s+/g) as (content: string, start: number) => string[];
    const text = 'install the collector with docker';
    const first = build(text, 0);
    expect(first).toEqual(text.split(/\s+/));
    first[0] = '<mark>install</mark>';
    expect(build(text, 0)).toEqual(text.split(/\s+/));
    expect(build('another page', 0)).toEqual(['another', 'page']);
    expect(build('zero\u200Bwidth', 0)).toEqual(['zero', 'width']);
  });

  it('leaves other releases, and scripts without exactly one of each text, alone', () => {
    expect(patchScript(script('1.7.0'))).toBeNull();
    expect(patchScript(script('1.6.0', 'let x=1'))).toBeNull();
    expect(patchScript(script('1.6.0', `${WAIT}${WAIT}${EXCERPT}`))).toBeNull();
    expect(patchScript(script('1.6.0', WAIT))).toBeNull();
    expect(patchScript(script('1.6.0', `${WAIT}${EXCERPT}${EXCERPT}`))).toBeNull();
  });
});
