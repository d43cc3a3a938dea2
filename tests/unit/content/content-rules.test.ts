import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  codeBlockProblems,
  countWords,
  duplicateParagraphs,
  frontMatterProblems,
  helmVersionProblems,
  secondSentence,
  imageProblems,
  leftoverMarkers,
  snippetLinkProblems,
  admonitionProblems,
  paragraphs,
  placeholderProblems,
  proseText,
  splitContent,
} from '../../../scripts/lib/content-rules.mjs';
import { PLACEHOLDER_TOKENS } from '../../../src/lib/placeholders';

const allowed = ['<region>', '<your-ingestion-key>', '<otel-collector-host>'];

describe('splitContent', () => {
  it('separates prose from fenced code, with language and line', () => {
    const { prose, blocks } = splitContent('Intro\n\n```yaml title="x.yaml"\na: 1\n```\n\nAfter');
    expect(prose).toContain('Intro');
    expect(prose).toContain('After');
    expect(prose).not.toContain('a: 1');
    expect(blocks).toEqual([{ marker: '```', language: 'yaml', meta: 'title="x.yaml"', line: 3, code: 'a: 1' }]);
  });

  it('reports an unclosed fence', () => {
    expect(splitContent('```bash\necho hi').blocks[0]).toMatchObject({ unclosed: true });
  });
});

describe('prose words', () => {
  it('ignores imports, JSX, links and comments', () => {
    const text = proseText(
      'import X from \'y\';\n\n<Tabs groupId="a">\nSee [the guide](/docs/x/) now.\n{/* truncate */}\n</Tabs>',
    );
    expect(countWords(text)).toBe(4);
  });
});

describe('code blocks', () => {
  it('need a language, and JSON/YAML must parse', () => {
    const { blocks } = splitContent(
      '```\nx\n```\n```json\n{"a": 1,}\n```\n```yaml\na: [1\n```\n```json\n{"ok": true}\n```',
    );
    const problems = codeBlockProblems(blocks);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('no language');
    expect(problems[1]).toContain('JSON does not parse');
    expect(problems[2]).toContain('YAML does not parse');
  });

  it('flag what breaks a shell block pasted into a terminal: prompts and spaces after a continuation', () => {
    const { blocks } = splitContent(
      '```bash\n$ journalctl -u nginx\ncurl -X POST \\ \n  http://localhost:4318\n```\n' +
        '```bash\nexport PRICE=\\$5\ncurl -X POST \\\n  "$URL"\n```',
    );
    expect(codeBlockProblems(blocks)).toEqual([
      'code block at line 1: line 1 starts with a "$ " prompt',
      'code block at line 1: line 2 has spaces after its continuation backslash',
    ]);
  });
  it('flag a comment after a command, which zsh (the macOS default) passes as arguments when pasted', () => {
    const { blocks } = splitContent(
      [
        '```bash',
        'ARCH=$(dpkg --print-architecture)   # amd64 or arm64',
        '# a comment on its own line is harmless',
        'echo "a # b" \'c # d\' ${TAG#v} a#b',
        'cat <<EOF > config.yaml',
        'key: 1  # YAML comments inside a here-document are not shell',
        'EOF',
        "python3 -c '",
        'print(1)  # inside a quoted string',
        "'",
        'curl -s http://localhost:4318  # port 4318',
        '```',
      ].join('\n'),
    );
    expect(codeBlockProblems(blocks)).toEqual([
      'code block at line 1: line 1 has a comment after its command (zsh runs "#" as an argument; move it to a line of its own)',
      'code block at line 1: line 10 has a comment after its command (zsh runs "#" as an argument; move it to a line of its own)',
    ]);
  });
  it('flag set -e, set -u and exit in a block that is pasted, not in a script or a here-document', () => {
    const { blocks } = splitContent(
      [
        '```bash',
        'set -euo pipefail',
        'cat <<EOF > job.sh',
        'set -e',
        'exit 0',
        'EOF',
        'exit',
        '```',
        '```bash',
        '#!/usr/bin/env bash',
        'set -eu',
        'exit 1',
        '```',
      ].join('\n'),
    );
    expect(codeBlockProblems(blocks)).toEqual([
      'code block at line 1: line 1 exits or sets -e/-u, which closes a terminal it is pasted into (start the block with "#!/usr/bin/env bash" and say to save and run it)',
      'code block at line 1: line 6 exits or sets -e/-u, which closes a terminal it is pasted into (start the block with "#!/usr/bin/env bash" and say to save and run it)',
    ]);
  });
});

describe('helm upgrade', () => {
  it('needs --version unless it installs, across continuation lines', () => {
    const { blocks } = splitContent(
      [
        '```bash',
        'helm upgrade my-release signoz/signoz \\',
        '  -n platform -f values.yaml',
        'helm upgrade my-release signoz/signoz -n platform \\',
        '  -f values.yaml --version "${version:?}"',
        'helm upgrade --install falco falcosecurity/falco -n falco',
        '```',
      ].join('\n'),
    );
    expect(helmVersionProblems(blocks)).toEqual([
      'code block at line 1: "helm upgrade" without --version moves the release to the newest chart',
    ]);
  });
});

describe('placeholders', () => {
  it('match the typed list the reader settings fill', () => {
    expect([...PLACEHOLDER_TOKENS]).toEqual(allowed);
  });

  it('flag unknown placeholders but not XML elements or regex groups', () => {
    const blocks = [
      { code: 'endpoint: <region>\nkey: <YOUR_API_KEY>\nhost: <my-host>' },
      { code: '<context-param>\n  <param-name>x</param-name>\n</context-param>' },
      { code: 'regex: (?P<client_ip>\\S+) (?<user_id>\\d+)' },
    ];
    expect(placeholderProblems(blocks, allowed)).toEqual([
      'placeholder <YOUR_API_KEY> is not one of <region>, <your-ingestion-key>, <otel-collector-host>',
      'placeholder <my-host> is not one of <region>, <your-ingestion-key>, <otel-collector-host>',
    ]);
  });
});

describe('other rules', () => {
  it('find leftover markers', () => {
    expect(leftoverMarkers('Fine.\nTODO: write this\nComing soon!')).toHaveLength(2);
    expect(leftoverMarkers('Todos are a list of things.')).toHaveLength(0);
  });

  it("find links to the shared snippets' unlisted pages, in Markdown and JSX", () => {
    expect(
      snippetLinkProblems(
        'See [endpoints](/docs/shared/cloud-endpoints/) and <a href="/docs/shared/verify-data/#x">checks</a>.\n' +
          'Fine: [cloud](/docs/cloud/#3-know-your-endpoint), `/docs/shared/` in prose.',
      ),
    ).toEqual([
      'links to the unlisted snippet page /docs/shared/cloud-endpoints/: link to a page that includes the snippet',
      'links to the unlisted snippet page /docs/shared/verify-data/#x: link to a page that includes the snippet',
    ]);
  });

  it('find admonition titles written after the keyword, which render as text', () => {
    expect(
      admonitionProblems(':::note Historical guide\nText.\n:::\n\n:::tip[Fine]\nx\n:::\n\n:::warning\ny\n:::'),
    ).toEqual(['admonition title outside brackets, shown as text: write ":::note[Historical guide]"']);
    expect(admonitionProblems('  :::info Installed with `install.sh`?')).toHaveLength(1);
  });

  it('find text after a closing fence, which leaves the admonition open', () => {
    expect(admonitionProblems(':::note\nText.\n::: Whatever you use, check it.\n\nLater.')).toEqual([
      'text after a closing ":::" ("Whatever you use, check it."): the admonition does not end there',
    ]);
    expect(admonitionProblems(':::note\nText.\n:::\n\nLater.')).toEqual([]);
  });

  it('find images without alt text', () => {
    expect(imageProblems('![](/a.png) ![ok](/b.png) <img src="c" /> <ZoomableFigure src="d" alt="Diagram" />')).toEqual(
      ['image without alt text: /a.png', '<img> without alt text'],
    );
  });

  it('check post and doc front matter', () => {
    const description = 'A description long enough to pass the site gate, in one sentence.';
    expect(frontMatterProblems({ title: 't', description }, 'doc', null)).toEqual([]);
    expect(frontMatterProblems({ title: 't', description: 'Too short.' }, 'doc', null)).toEqual([
      'front matter: the description has 10 characters (50 to 170)',
    ]);
    expect(frontMatterProblems({ title: 't' }, 'post', new Set(['a']))).toEqual([
      'front matter: no description',
      'front matter: no date',
      'front matter: no authors',
      'front matter: no tags',
    ]);
    expect(
      frontMatterProblems(
        { title: 't', description, date: '2025-01-01', authors: ['x'], tags: ['b'] },
        'post',
        new Set(['a']),
      ),
    ).toEqual(['front matter: tag "b" is not in tags.yml']);
    expect(
      frontMatterProblems({ title: 't', description: 'What v0.92 changes. How to upgrade.' }, 'doc', null),
    ).toEqual(['front matter: the description is more than one sentence']);
  });

  it('tell a second sentence from an abbreviation or a version in a description', () => {
    expect(secondSentence('SigNoz v0.95 drops the provider. The checklist.')).toBe('The checklist.');
    expect(secondSentence('Compare agents, e.g. Java and Go, on OpenTelemetry v1.2.')).toBeNull();
    expect(secondSentence('Run `npm test`. Then deploy.')).toBe('Then deploy.');
    expect(secondSentence('Jaeger vs. Zipkin on storage and sampling.')).toBeNull();
  });

  it('find long paragraphs repeated across pages only', () => {
    const long = Array.from({ length: 45 }, (_, i) => `word${i}`).join(' ');
    const pages = [
      { file: 'a.mdx', paragraphs: paragraphs(`${long}\n\nshort one`) },
      { file: 'b.mdx', paragraphs: paragraphs(`short one\n\n${long}`) },
      { file: 'c.mdx', paragraphs: paragraphs('unique') },
    ];
    const dupes = duplicateParagraphs(pages);
    expect(dupes).toHaveLength(1);
    expect(dupes[0].files).toEqual(['a.mdx', 'b.mdx']);
  });
});

describe('check-content mirrors the typed placeholder list', () => {
  it('has the same tokens', () => {
    const source = readFileSync('scripts/check-content.mjs', 'utf8');
    for (const token of PLACEHOLDER_TOKENS) expect(source).toContain(`'${token}'`);
  });
});
