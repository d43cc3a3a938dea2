import { describe, expect, it } from 'vitest';
import {
  contentTokens,
  isForm,
  isRelevant,
  isSameWord,
  matchedWords,
  queryWords,
  titleBeginsWith,
  titleCoversTopic,
} from '../../../src/lib/search/relevance';
import { allowedEdits, editDistance, isNear, isTypoOf, typoCandidates } from '../../../src/lib/search/typoCorrection';

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('clickhose', 'clickhouse')).toBe(1);
    expect(editDistance('kuberntes', 'kubernetes')).toBe(1);
    expect(editDistance('opentelementry', 'opentelemetry')).toBe(1);
    expect(editDistance('kuberentes', 'kubernetes')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('xylophone', 'x')).toBe(8);
  });

  it('allows no typo up to 3 letters, one up to 7, two beyond', () => {
    expect([3, 4, 7, 8].map(allowedEdits)).toEqual([0, 1, 1, 2]);
  });
});

describe('near words', () => {
  it('accepts extensions and inflections of the word', () => {
    expect(isForm('kube', 'kubernetes')).toBe(true);
    expect(isForm('instrumentation', 'instrumented')).toBe(true);
    expect(isForm('instrumentation', 'instrument')).toBe(true);
    expect(isForm('queries', 'query')).toBe(true);
    expect(isForm('logs', 'logging')).toBe(true);
    expect(isForm('logging', 'logs')).toBe(true);
    expect(isForm('shipping', 'ships')).toBe(true);
    expect(isForm('migrate', 'migration')).toBe(true);
  });

  it('tells the word and its inflections from longer words that begin with it', () => {
    expect(isSameWord('falco', 'falco')).toBe(true);
    expect(isSameWord('falco', 'falcon')).toBe(false);
    expect(isSameWord('sampling', 'sample')).toBe(true);
    expect(isSameWord('trace', 'traces')).toBe(true);
    expect(isSameWord('kubernets', 'kubernetes')).toBe(true);
    expect(isSameWord('kube', 'kubernetes')).toBe(false);
    expect(titleBeginsWith(queryWords('sampling'), 'Sample traces with OpenTelemetry')).toBe(true);
    expect(titleBeginsWith(queryWords('sampling'), 'Tail sampling: keep every error')).toBe(false);
    expect(titleBeginsWith(queryWords('falco'), 'Falco alerts and metrics')).toBe(true);
    expect(titleBeginsWith(queryWords('falco'), 'Falcon applications')).toBe(false);
    expect(titleBeginsWith(queryWords('trace api'), 'Trace API overview')).toBe(true);
    expect(titleBeginsWith(queryWords('trace api'), 'Trace overview')).toBe(false);
    expect(titleBeginsWith(queryWords('dotnet'), '.NET on Windows')).toBe(true);
    expect(titleBeginsWith(queryWords('dotnet'), 'Collect .NET application logs')).toBe(false);
  });

  it('rejects a shorter word the query only begins with, and words sharing a short stem', () => {
    expect(isNear('qqzzxxnotaword', 'q')).toBe(false);
    expect(isNear('xylophone', 'x')).toBe(false);
    expect(isNear('kuberntes', 'kube')).toBe(false);
    expect(isNear('cors', 'coredns')).toBe(false);
    expect(isNear('cors', 'correlation')).toBe(false);
    expect(isNear('zzzzqqq', 'zzzzz')).toBe(false);
    expect(isForm('kuberntes', 'kubernetes')).toBe(false);
  });

  it('accepts typos within the allowed edits, and in the part of a longer word typed so far', () => {
    expect(isTypoOf('kuberntes', 'kubernetes')).toBe(true);
    expect(isTypoOf('clickhose', 'clickhouse')).toBe(true);
    expect(isTypoOf('opentelementry', 'opentelemetry')).toBe(true);
    expect(isTypoOf('kubernte', 'kubernetes')).toBe(true);
    expect(isTypoOf('api', 'apj')).toBe(false);
    expect(isNear('kuberntes', 'kubernetes')).toBe(true);
  });
});

describe('query words', () => {
  it('lower-cases, drops punctuation and searches the spelling pages use for language names', () => {
    expect(queryWords(' Golang  Node.js  OTLP/HTTP ')).toEqual([
      { typed: 'golang', search: 'go', forms: ['golang', 'go'] },
      { typed: 'nodejs', search: 'nodejs', forms: ['nodejs'] },
      { typed: 'otlphttp', search: 'otlphttp', forms: ['otlphttp'] },
    ]);
    expect(queryWords('  ')).toEqual([]);
  });

  it('leaves out the filler words of a question, unless nothing else is left', () => {
    expect(queryWords('How do I send logs from a file?').map((word) => word.search)).toEqual(['logs', 'file']);
    expect(queryWords('signoz vs datadog').map((word) => word.search)).toEqual(['signoz', 'vs', 'datadog']);
    expect(queryWords('how to').map((word) => word.search)).toEqual(['how', 'to']);
  });

  it('keeps the underscore of config keys and error codes, as Pagefind does', () => {
    expect(queryWords('TOO_MANY_PARTS memory_limiter:')).toEqual([
      { typed: 'too_many_parts', search: 'too_many_parts', forms: ['too_many_parts'] },
      { typed: 'memory_limiter', search: 'memory_limiter', forms: ['memory_limiter'] },
    ]);
  });

  it('offers swapped neighbours (first letter kept), then shorter forms, for typo retries; none for short words', () => {
    expect(typoCandidates('pyhton')).toEqual([
      ['phyton', 'python', 'pyhotn', 'pyhtno'],
      ['pyhto', 'pyht'],
    ]);
    expect(typoCandidates('kuberntes')[1]).toEqual(['kubernte', 'kubernt', 'kubern']);
    expect(typoCandidates('api')).toEqual([]);
    expect(typoCandidates('logs')).toEqual([['lgos', 'losg'], ['log']]);
    expect(typoCandidates('aabb')).toEqual([['abab'], ['aab']]);
  });
});

describe('relevance of a result', () => {
  const tokens = contentTokens('Run kubectl -q to see the\nKubernetes pods (kube-system) and ClickHouse.');

  it('reads the words at the match locations, compounds split and joined', () => {
    expect(matchedWords(tokens, [2, 8])).toEqual(['q', 'kube', 'system', 'kubesystem']);
  });

  it('reads a config key in a page as the query writes it, underscore kept, as well as its parts', () => {
    const keyTokens = contentTokens('Add the `memory_limiter` processor first.');
    expect(matchedWords(keyTokens, [2])).toEqual(['memory', 'limiter', 'memorylimiter', 'memory_limiter']);
    expect(isRelevant(queryWords('memory_limiter'), matchedWords(keyTokens, [2]), 'Scaling the collector')).toBe(true);
    expect(isRelevant(queryWords('memory_limiter'), ['memory', 'limits'], 'Docker memory limits')).toBe(false);
  });

  it('keeps a result only if every query word is near one of its matches or its title words', () => {
    expect(isRelevant(queryWords('qqzzxxnotaword'), ['q'], 'Docker Compose health checks')).toBe(false);
    expect(isRelevant(queryWords('kubernetes'), ['kube', 'system'], 'Collect Kubernetes pod logs')).toBe(true);
    // Typos count only with the typo test (loaded once a word needed correcting).
    expect(isRelevant(queryWords('pyhton'), ['py'], 'Python logs')).toBe(false);
    expect(isRelevant(queryWords('pyhton'), ['py'], 'Python logs', isNear)).toBe(true);
    expect(isRelevant(queryWords('kubernetes helm'), ['kubernetes'], 'Pods')).toBe(false);
    expect(isRelevant(queryWords('golang gin'), ['go', 'gin'], 'Instrument Gin applications')).toBe(true);
  });

  it('judges a title by its topic words, language names aside', () => {
    expect(titleCoversTopic(queryWords('python flask'), 'Instrument Flask applications')).toBe(true);
    expect(titleCoversTopic(queryWords('python flask'), 'Instrument Python applications')).toBe(false);
    expect(titleCoversTopic(queryWords('python'), 'Instrument Python applications')).toBe(true);
    expect(titleCoversTopic([], 'Anything')).toBe(false);
    expect(titleCoversTopic(queryWords('next.js'), 'Instrument Next.js applications')).toBe(true);
  });

  it('reads ".NET" on a page as the "dotnet" readers type, but not the framework ASP.NET', () => {
    expect(titleCoversTopic(queryWords('dotnet'), 'Instrument .NET applications with OpenTelemetry')).toBe(true);
    expect(titleCoversTopic(queryWords('dotnet logs'), 'Collect .NET logs')).toBe(true);
    expect(titleCoversTopic(queryWords('dotnet'), 'Export ASP.NET Core metrics to SigNoz')).toBe(false);
    expect(isRelevant(queryWords('dotnet'), ['net'], 'Logs')).toBe(false);
    expect(isRelevant(queryWords('dotnet'), matchedWords(['Run', '.NET', '8'], [1]), 'Logs')).toBe(true);
  });
});
