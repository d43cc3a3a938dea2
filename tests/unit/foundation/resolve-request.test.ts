import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../../../scripts/lib/resolve-request.mjs';

const files = new Set([
  'index.html',
  '404.html',
  'docs/index.html',
  'docs/install/docker/index.html',
  'assets/js/main.js',
  'sitemap.xml',
]);
const exists = (file: string) => files.has(file);

describe('resolveRequest', () => {
  it('serves pages at their trailing-slash URL', () => {
    expect(resolveRequest('/', '', exists)).toEqual({ kind: 'file', file: 'index.html', status: 200 });
    expect(resolveRequest('/docs/install/docker/', '', exists)).toEqual({
      kind: 'file',
      file: 'docs/install/docker/index.html',
      status: 200,
    });
  });

  it('redirects .html and /index.html aliases to the canonical URL, keeping the query', () => {
    expect(resolveRequest('/docs/install/docker.html', '?a=1', exists)).toEqual({
      kind: 'redirect',
      location: '/docs/install/docker/?a=1',
      status: 301,
    });
    expect(resolveRequest('/docs/install/docker/index.html', '', exists)).toMatchObject({
      location: '/docs/install/docker/',
    });
    expect(resolveRequest('/index.html', '', exists)).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('adds the trailing slash to a page path without one', () => {
    expect(resolveRequest('/docs', '', exists)).toEqual({ kind: 'redirect', location: '/docs/', status: 301 });
  });

  it('serves assets as files', () => {
    expect(resolveRequest('/assets/js/main.js', '', exists)).toMatchObject({ kind: 'file', file: 'assets/js/main.js' });
  });

  it('answers unknown paths with the 404 page', () => {
    for (const path of ['/nope/', '/nope', '/nope.html', '/nope/index.html', '/docs/install/docker/extra/']) {
      expect(resolveRequest(path, '', exists)).toEqual({ kind: 'notFound', file: '404.html', status: 404 });
    }
  });

  it('never leaves the build folder and rejects malformed paths', () => {
    expect(resolveRequest('/../../etc/passwd', '', exists)).toMatchObject({ kind: 'notFound' });
    expect(resolveRequest('/%2e%2e/%2e%2e/etc/passwd', '', exists)).toMatchObject({ kind: 'notFound' });
    expect(resolveRequest('/%E0%A4%A', '', exists)).toEqual({ kind: 'badRequest', status: 400 });
    expect(resolveRequest('/a%00b/', '', exists)).toEqual({ kind: 'badRequest', status: 400 });
  });
});
