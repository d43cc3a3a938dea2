import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, isJsonContentType, MAX_JSON_DEPTH, nestedDeeperThan } from '../../../server/body';
import { DEFAULTS } from '../../../server/config';
import { keyChecker, sameDigest } from '../../../server/keys';
import { createValidator, loadOpenApi } from '../../../server/openapi';
import { readIntegerQuery } from '../../../server/query';
import { clientErrorAnswer, pathTable, requestLine, unroutedAnswer } from '../../../server/routing';
import { storedText } from '../../../server/store';

const doc = loadOpenApi();
const v = createValidator(doc);

describe('nestedDeeperThan', () => {
  const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deeper = (text: string, max: number) => nestedDeeperThan(Buffer.from(text, 'utf8'), max);
  it('counts objects and arrays inside one another', () => {
    expect(deeper(nest(32), 32)).toBe(false);
    expect(deeper(nest(33), 32)).toBe(true);
    expect(deeper('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(deeper('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });
  it('counts siblings once, not added up', () => {
    expect(deeper(`[${Array(1000).fill('[]').join(',')}]`, 2)).toBe(false);
  });
  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(deeper(JSON.stringify({ a: 'say \\"[[[[\\" \\\\' }), 1)).toBe(false);
    expect(deeper(`{"a":"\\\\"}${nest(3)}`, 2)).toBe(true);
  });
  it('counts brackets after multi-byte characters and inside none of them', () => {
    expect(deeper(`{"é🚨":"[[[[","x":${nest(3)}}`, 3)).toBe(true);
    expect(deeper(`{"é🚨":"[[[[","x":${nest(2)}}`, 3)).toBe(false);
  });
  it('answers as a byte-by-byte scan does, on any text (strings are skipped with indexOf)', () => {
    // The plain scan the string skipping replaced: one byte at a time, a backslash skips the next byte.
    const byteByByte = (bytes: Uint8Array, max: number) => {
      let depth = 0;
      let inString = false;
      for (let i = 0; i < bytes.length; i++) {
        const c = bytes[i];
        if (inString) {
          if (c === 0x5c) i++;
          else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) {
          if (++depth > max) return true;
        } else if (c === 0x7d || c === 0x5d) depth--;
      }
      return false;
    };
    const text = fc
      .array(fc.constantFrom('"', '\\', '[', ']', '{', '}', 'a', ',', 'é', '🚨'), { maxLength: 60 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (t, max) => {
        const bytes = Buffer.from(t, 'utf8');
        expect(nestedDeeperThan(bytes, max)).toBe(byteByByte(bytes, max));
      }),
      { numRuns: 5_000 },
    );
  });
  it('scans 3,000 levels without recursion', () => {
    expect(deeper(nest(3000), MAX_JSON_DEPTH)).toBe(true);
    expect(deeper('{"a":'.repeat(200_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('decodeUtf8', () => {
  it('drops a leading byte order mark', () => {
    expect(decodeUtf8(Buffer.from('\ufeff{"a":1}', 'utf8'))).toBe('{"a":1}');
  });
  it('decodes valid UTF-8 and refuses anything else', () => {
    expect(decodeUtf8(Buffer.from('café 🚨', 'utf8'))).toBe('café 🚨');
    for (const bad of [[0x80], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf5, 0x80, 0x80, 0x80], [0xe9]])
      expect(decodeUtf8(Buffer.from(bad))).toBeUndefined();
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters in any case, nothing else', () => {
    for (const ok of ['application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8'])
      expect(isJsonContentType(ok)).toBe(true);
    for (const bad of [undefined, '', 'text/plain', 'application/jsonx', 'application/merge-patch+json', 'json'])
      expect(isJsonContentType(bad)).toBe(false);
  });
});

const table = pathTable([
  { method: 'get', path: '/api/v1/rules' },
  { method: 'post', path: '/api/v1/rules' },
  { method: 'get', path: '/api/v1/rules/{id}' },
  { method: 'put', path: '/api/v1/rules/{id}' },
  { method: 'delete', path: '/api/v1/rules/{id}' },
]);

describe('pathTable', () => {
  it('matches documented paths with an optional trailing slash and any query', () => {
    expect(table.match('/api/v1/rules')).toEqual({ template: '/api/v1/rules', allow: ['GET', 'POST', 'OPTIONS'] });
    expect(table.match('/api/v1/rules/?limit=1')?.template).toBe('/api/v1/rules');
    expect(table.match('/api/v1/rules/%zz')).toEqual({
      template: '/api/v1/rules/{id}',
      allow: ['GET', 'PUT', 'DELETE', 'OPTIONS'],
      param: '%zz',
    });
    expect(table.match('http://127.0.0.1:8787/api/v1/rules/7')?.param).toBe('7');
  });
  it('matches nothing else', () => {
    for (const url of ['/', '/api/v1/rule', '/api/v1/rules//', '/api/v1/rules/7/8', '//api/v1/rules', '/API/v1/rules'])
      expect(table.match(url)).toBeUndefined();
  });
});

describe('answers to requests no route takes', () => {
  it('405 with Allow on a documented path, 404 elsewhere', () => {
    expect(unroutedAnswer(table, 'PATCH', '/api/v1/rules/7')).toEqual({
      body: { code: 405, type: 'error', message: 'Method not allowed' },
      headers: { Allow: 'GET, PUT, DELETE, OPTIONS' },
    });
    expect(unroutedAnswer(table, 'GET', '/api/v1/alerts').body.code).toBe(404);
    expect(unroutedAnswer(table, 'GET', '/api/v1/rules/%').body.message).toBe('Invalid ID supplied');
  });

  it('reads the request line Node refused', () => {
    expect(requestLine(Buffer.from('GET /a b HTTP/1.1\r\n'))).toEqual({ method: 'GET', target: '/a' });
    expect(requestLine(Buffer.from('\x16\x03\x01binary'))).toBeUndefined();
    expect(requestLine(undefined)).toBeUndefined();
  });

  it('maps parser errors to 408, 431, Invalid ID supplied or Malformed request', () => {
    const raw = (s: string) => Buffer.from(s, 'latin1');
    expect(clientErrorAnswer(table, 'ERR_HTTP_REQUEST_TIMEOUT', undefined).body.code).toBe(408);
    expect(clientErrorAnswer(table, 'HPE_HEADER_OVERFLOW', raw('GET /')).body.code).toBe(431);
    expect(
      clientErrorAnswer(table, 'HPE_INVALID_URL', raw('GET /api/v1/rules/\xc3\xa9 HTTP/1.1\r\n')).body.message,
    ).toBe('Invalid ID supplied');
    // Bad bytes in the query, or an error elsewhere in a request for a valid id, are not the id's fault.
    expect(clientErrorAnswer(table, 'HPE_INVALID_URL', raw('GET /api/v1/rules/7?\xff HTTP/1.1\r\n')).body.message).toBe(
      'Malformed request',
    );
    expect(
      clientErrorAnswer(table, 'HPE_INVALID_HEADER_TOKEN', raw('GET /api/v1/rules/\xc3 HTTP/1.1\r\n')).body.message,
    ).toBe('Malformed request');
    expect(clientErrorAnswer(table, 'HPE_INVALID_METHOD', raw('FOO / HTTP/1.1\r\n')).body).toEqual({
      code: 400,
      type: 'error',
      message: 'Malformed request',
    });
  });
});

describe('readIntegerQuery', () => {
  const params = [
    { name: 'limit', default: 100, validate: v.compile({ type: 'integer', minimum: 1, maximum: 500 }) },
    { name: 'offset', default: 0, validate: v.compile({ type: 'integer', minimum: 0 }) },
  ];
  it('applies defaults and reads one spelling of each number', () => {
    expect(readIntegerQuery({}, params)).toEqual({ ok: true, values: { limit: 100, offset: 0 } });
    expect(readIntegerQuery({ limit: '500', offset: '0' }, params)).toEqual({
      ok: true,
      values: { limit: 500, offset: 0 },
    });
    for (const bad of ['0500', '+5', ' 5', '5.0', '0x10', ''])
      expect(readIntegerQuery({ limit: bad }, params).ok, bad).toBe(false);
  });
  it('names every wrong parameter', () => {
    expect(readIntegerQuery({ limit: ['1', '2'], sort: 'id', offset: '7' }, params)).toEqual({
      ok: false,
      errors: [
        { path: '?limit', message: 'must be given once' },
        { path: '?sort', message: 'is not a query parameter of this operation' },
      ],
    });
  });
});

describe('storedText', () => {
  it('is the JSON of the stored item with its id first', () => {
    expect(storedText({ id: 7, body: '{"a":1,"b":[2]}' })).toBe(JSON.stringify({ id: 7, a: 1, b: [2] }));
    expect(storedText({ id: 'x', body: '{}' })).toBe('{"id":"x"}');
  });
});

describe('the OpenAPI description states the limits the sandbox applies', () => {
  const info = (doc.info.description ?? '').replace(/\s+/g, ' ');
  it('nesting depth, body size, request timeout and header size', () => {
    expect(info).toContain(`more than ${MAX_JSON_DEPTH} levels deep`);
    expect(info).toContain(`above ${DEFAULTS.bodyLimit / 1024} KB`);
    expect(info).toContain(`within ${DEFAULTS.requestTimeout / 1000} seconds`);
    expect(info).toContain('exceed 16 KB');
  });
});

describe('keyChecker', () => {
  const check = keyChecker(['first-key', 'second-key']);
  it('accepts each configured key and nothing else', () => {
    expect(check('first-key')).toBe(true);
    expect(check('second-key')).toBe(true);
    for (const wrong of ['', 'first-ke', 'first-key ', 'FIRST-KEY', 'third-key', undefined, ['first-key']])
      expect(check(wrong)).toBe(false);
  });
  it('compares digests in full', () => {
    expect(sameDigest('abc', 'abc')).toBe(true);
    expect(sameDigest('abc', 'abd')).toBe(false);
    expect(sameDigest('abc', 'xbc')).toBe(false);
    expect(sameDigest('abc', 'abcd')).toBe(false);
    expect(sameDigest('', '')).toBe(true);
  });
});
