import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../server/openapi';
import { codeSample, curlSample, goSample, javascriptSample, pythonSample } from '../../../src/lib/openapi/codeSamples';
import { parseInline, parseMarkdown } from '../../../src/lib/openapi/markdown';
import {
  deref,
  exampleParams,
  examplesShown,
  fillPath,
  listOperations,
  parameterGroups,
} from '../../../src/lib/openapi/resolve';
import { conditionalRules, constraints, enumValues, typeLabel, typeText } from '../../../src/lib/openapi/schemaInfo';
import {
  buildTryItRequest,
  describeNetworkError,
  formatResponseBody,
  readSession,
  writeSession,
} from '../../../src/lib/openapi/tryIt';
import type { OpenApiDoc } from '../../../src/lib/openapi/types';

const doc = loadOpenApi() as unknown as OpenApiDoc;
const ops = listOperations(doc);
const op = (id: string) => ops.find((o) => o.id === id)!;

describe('listOperations', () => {
  it('lists the ten operations with resolved parameters, bodies, examples and the key header', () => {
    expect(ops.map((o) => o.id)).toEqual([
      'listRules',
      'createRule',
      'getRule',
      'updateRule',
      'deleteRule',
      'listDashboards',
      'createDashboard',
      'getDashboard',
      'updateDashboard',
      'deleteDashboard',
    ]);
    expect(op('getRule').parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      example: 7,
    });
    expect(op('createRule').requestBody?.examples.map((e) => e.key)).toEqual(['thresholdRule', 'promqlRule']);
    expect(op('getDashboard').responses.map((r) => r.status)).toEqual(['200', '400', '401', '404', 'default']);
    expect(op('getDashboard').responses[3].examples[0].value).toEqual({
      code: 404,
      type: 'error',
      message: 'Dashboard not found',
    });
    expect(ops.every((o) => o.apiKeyHeaders[0] === 'SIGNOZ-API-KEY')).toBe(true);
  });

  it('deref refuses refs it cannot resolve instead of rendering nothing', () => {
    expect(() => deref(doc, { $ref: '#/components/schemas/Nope' })).toThrow(/Unresolvable/);
    expect(() => deref(doc, { $ref: 'https://elsewhere/schema.json' })).toThrow(/Unresolvable/);
  });

  it('fills path parameters, encoding them', () => {
    expect(fillPath('/api/v1/rules/{id}', { id: '7' })).toBe('/api/v1/rules/7');
    expect(fillPath('/api/v1/dashboards/{uuid}', { uuid: 'a/b' })).toBe('/api/v1/dashboards/a%2Fb');
    expect(exampleParams(op('getDashboard'))).toEqual({
      uuid: '0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a',
    });
  });
});

describe('schemaInfo', () => {
  const s = doc.components.schemas;
  it('labels refs, arrays, maps and unions', () => {
    expect(typeText(typeLabel(s.Alert.properties!.condition))).toBe('Condition');
    expect(typeText(typeLabel(s.BuilderQuery.properties!.groupBy))).toBe('array of Attribute');
    expect(typeText(typeLabel(s.CompositeQuery.properties!.builderQueries))).toBe('map of BuilderQuery');
    expect(typeText(typeLabel(s.MatchType))).toBe('integer or string');
    expect(typeText(typeLabel(doc.components.parameters!.RuleId.schema))).toBe('integer (int64)');
  });

  it('lists enum values once with their meanings', () => {
    expect(enumValues(s.CompareOp)).toEqual([
      { value: 0, meaning: 'not documented' },
      { value: 1, meaning: 'above' },
      { value: 2, meaning: 'below' },
      { value: 3, meaning: 'equal to' },
      { value: 4, meaning: 'not equal to' },
    ]);
    expect(enumValues(s.ReduceTo)?.map((v) => v.value)).toEqual(['sum', 'avg', 'min', 'max', 'last']);
    expect(enumValues(s.Alert)).toBeUndefined();
  });

  it('describes constraints and if/then rules in words', () => {
    expect(constraints(s.Alert.properties!.alert)).toEqual(['1 to 512 characters']);
    expect(constraints(s.BuilderQuery.properties!.stepInterval)).toEqual(['1 to 86400']);
    expect(conditionalRules(s.Filter)).toEqual([
      'When `op` is `in` or `nin`, `value` must be a list (array) and is required.',
    ]);
    expect(conditionalRules(s.Having)).toEqual(['When `op` is `IN` or `NOT_IN`, `value` must be a list (array).']);
    expect(conditionalRules(s.Alert)).toEqual([]);
  });
});

describe('markdown subset', () => {
  it('parses code, bold and safe links', () => {
    expect(parseInline('Use `SIGNOZ-API-KEY` in **Settings** and [docs](/docs/) not [x](javascript:alert(1))')).toEqual(
      [
        { kind: 'text', text: 'Use ' },
        { kind: 'code', text: 'SIGNOZ-API-KEY' },
        { kind: 'text', text: ' in ' },
        { kind: 'strong', text: 'Settings' },
        { kind: 'text', text: ' and ' },
        { kind: 'link', text: 'docs', href: '/docs/' },
        { kind: 'text', text: ' not ' },
        { kind: 'link', text: 'x', href: '#' },
        { kind: 'text', text: ')' },
      ],
    );
  });

  it('splits paragraphs and lists, joining wrapped list items', () => {
    const blocks = parseMarkdown('First line\nsame paragraph.\n\nIntro:\n- one\n  continues\n- two');
    expect(blocks).toEqual([
      {
        kind: 'p',
        inlines: [{ kind: 'text', text: 'First line same paragraph.' }],
      },
      { kind: 'p', inlines: [{ kind: 'text', text: 'Intro:' }] },
      {
        kind: 'ul',
        items: [[{ kind: 'text', text: 'one continues' }], [{ kind: 'text', text: 'two' }]],
      },
    ]);
    expect(parseMarkdown(undefined)).toEqual([]);
  });
});

describe('code samples', () => {
  const base = 'http://127.0.0.1:8080/';
  it('curl sends the key header and the first example body through a quoted heredoc', () => {
    const text = curlSample({ op: op('createRule'), baseUrl: base });
    expect(text).toContain('curl -X POST "http://127.0.0.1:8080/api/v1/rules"');
    expect(text).toContain('-H "SIGNOZ-API-KEY: $SIGNOZ_API_KEY"');
    expect(text).toContain("--data-binary @- <<'JSON'");
    const json = text.split("<<'JSON'\n")[1].replace(/\nJSON$/, '');
    expect(JSON.parse(json)).toEqual(doc.components.examples!.ThresholdAlert.value);
    expect(curlSample({ op: op('deleteRule'), baseUrl: base })).toBe(
      'curl -X DELETE "http://127.0.0.1:8080/api/v1/rules/7" \\\n  -H "SIGNOZ-API-KEY: $SIGNOZ_API_KEY"',
    );
  });

  it('Python, Go and JavaScript use the method, URL, header and body', () => {
    for (const fn of [pythonSample, goSample, javascriptSample]) {
      const text = fn({ op: op('updateDashboard'), baseUrl: base });
      expect(text).toContain('http://127.0.0.1:8080/api/v1/dashboards/0b6f3c52-8c1e-4d2a-9a57-3f1e2d4c5b6a');
      expect(text).toContain('SIGNOZ-API-KEY');
      expect(text).toContain('PUT');
      expect(text).toContain('Checkout service (on-call)');
    }
    expect(pythonSample({ op: op('listRules'), baseUrl: base })).not.toContain('payload');
    expect(goSample({ op: op('listRules'), baseUrl: base })).toContain(
      'http.NewRequest("GET", "http://127.0.0.1:8080/api/v1/rules", nil)',
    );
    expect(goSample({ op: op('listRules'), baseUrl: base })).not.toContain('"strings"');
    expect(codeSample('javascript', { op: op('getRule'), baseUrl: base })).toContain(
      "await fetch('http://127.0.0.1:8080/api/v1/rules/7'",
    );
  });
});

describe('parameterGroups', () => {
  it('lists path parameters, then query parameters, and no empty group', () => {
    expect(parameterGroups(op('getRule')).map((g) => [g.title, g.parameters.map((p) => p.name)])).toEqual([
      ['Path parameters', ['id']],
    ]);
    expect(parameterGroups(op('listRules')).map((g) => [g.title, g.parameters.map((p) => p.name)])).toEqual([
      ['Query parameters', ['limit', 'offset']],
    ]);
    expect(parameterGroups(op('createRule'))).toEqual([]);
  });
});

describe('examplesShown', () => {
  it('prints every example of a documented status, and one of the catch-all with the count of the rest', () => {
    const responses = op('createRule').responses;
    const invalid = responses.find((r) => r.status === '400')!;
    expect(examplesShown(invalid)).toEqual({ shown: invalid.examples, more: 0 });
    const other = responses.find((r) => r.status === 'default')!;
    expect(other.examples.length).toBeGreaterThan(1);
    expect(examplesShown(other)).toEqual({ shown: [other.examples[0]], more: other.examples.length - 1 });
  });
});

describe('try it', () => {
  const input = {
    baseUrl: 'http://127.0.0.1:8787/',
    apiKey: ' k1 ',
    apiKeyHeader: 'SIGNOZ-API-KEY',
    method: 'put',
    path: '/api/v1/rules/{id}',
    params: { id: '7' },
    body: '{"alert":"x"}',
  };
  it('builds the request from the typed base URL, key, parameters and body', () => {
    expect(buildTryItRequest(input)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8787/api/v1/rules/7',
      init: {
        method: 'PUT',
        headers: {
          Accept: 'application/json',
          'SIGNOZ-API-KEY': 'k1',
          'Content-Type': 'application/json',
        },
        body: '{"alert":"x"}',
      },
    });
    const sub = buildTryItRequest({
      ...input,
      baseUrl: 'https://signoz.internal/query/',
      body: undefined,
    });
    expect(sub.ok && sub.url).toBe('https://signoz.internal/query/api/v1/rules/7');
  });

  it('adds the query parameters that have a value, encoded, and leaves empty ones to the server', () => {
    const list = { ...input, method: 'get', path: '/api/v1/rules', params: {}, body: undefined };
    expect(buildTryItRequest({ ...list, query: { limit: ' 20 ', offset: '' } })).toMatchObject({
      ok: true,
      url: 'http://127.0.0.1:8787/api/v1/rules?limit=20',
    });
    expect(buildTryItRequest({ ...list, query: { limit: '', offset: '' } })).toMatchObject({
      url: 'http://127.0.0.1:8787/api/v1/rules',
    });
    expect(buildTryItRequest({ ...list, query: { limit: '1&x=2' } })).toMatchObject({
      url: 'http://127.0.0.1:8787/api/v1/rules?limit=1%26x%3D2',
    });
  });

  it('explains what is wrong instead of sending', () => {
    expect(buildTryItRequest({ ...input, baseUrl: 'not a url' })).toMatchObject({ ok: false });
    expect(buildTryItRequest({ ...input, baseUrl: 'ftp://host' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('http://'),
    });
    expect(buildTryItRequest({ ...input, params: { id: ' ' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('"id"'),
    });
  });

  it('formats bodies and network failures', () => {
    expect(formatResponseBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatResponseBody('plain')).toBe('plain');
    expect(formatResponseBody('')).toBe('(empty body)');
    const msg = describeNetworkError(
      new TypeError('Failed to fetch'),
      'http://10.0.0.5:8080/api/v1/rules',
      'https://signoz.io',
    );
    expect(msg).toContain('CORS');
    expect(msg).toContain('mixed content');
    expect(describeNetworkError(new TypeError('x'), 'http://127.0.0.1:8787/', 'http://127.0.0.1:3000')).not.toContain(
      'mixed content',
    );
    expect(
      describeNetworkError(Object.assign(new Error('t'), { name: 'TimeoutError' }), 'http://h/', 'http://o'),
    ).toContain('time limit');
  });

  it('session helpers survive a throwing storage and clear empty values', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    writeSession(storage, 'a', 'v');
    expect(readSession(storage, 'a')).toBe('v');
    writeSession(storage, 'a', '');
    expect(readSession(storage, 'a')).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readSession(broken, 'a')).toBeUndefined();
    expect(() => writeSession(broken, 'a', 'v')).not.toThrow();
  });
});
