// Serves the production build on localhost the way a CDN would: compressed
// responses (gzip/brotli via `compression`, or a file's precompressed `.br`
// copy where the build wrote one), the headers of build/_headers,
// `/x.html` and `/x/index.html` redirected to `/x/`, and the 404 page with
// status 404 for unknown paths. `docusaurus serve` does neither compression
// nor a real 404 status, which is why this exists.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { acceptsBrotli, resolveRequest } from './lib/resolve-request.mjs';
import { parseHeadersFile } from './lib/deploy-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export function createServer({ dir = 'build' } = {}) {
  const root = resolve(dir);
  const headersPath = join(root, '_headers');
  const headerRules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const exists = (file) => {
    try {
      return statSync(join(root, file)).isFile();
    } catch {
      return false;
    }
  };
  const compress = compression();

  return http.createServer((req, res) => {
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
        res.end('Method not allowed');
        return;
      }
      const result = resolveRequest(url.pathname, url.search, exists);
      for (const rule of headerRules) {
        if (rule.pattern.test(url.pathname)) {
          for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
        }
      }
      if (result.kind === 'badRequest') {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('Bad request');
        return;
      }
      if (result.kind === 'redirect') {
        res.writeHead(301, { Location: result.location });
        res.end();
        return;
      }
      const file = join(root, result.file);
      if (!existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = { 'Content-Type': type };
      // A brotli copy written by the build (src/plugins/performance/precompress/) replaces the file, and any
      // Content-Encoding that _headers gave it, for a browser that accepts brotli.
      let body = file;
      if (result.status === 200 && acceptsBrotli(req.headers['accept-encoding']) && existsSync(`${file}.br`)) {
        body = `${file}.br`;
        headers['Content-Encoding'] = 'br';
        headers['Vary'] = 'Accept-Encoding';
      }
      if (!res.hasHeader('Cache-Control'))
        headers['Cache-Control'] = type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600';
      res.writeHead(result.status, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(body).pipe(res);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  if (!existsSync(join(values.dir, 'index.html'))) {
    console.error(`No build found in ${values.dir}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createServer({ dir: values.dir });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/ (compressed, with _headers)`);
  });
}
