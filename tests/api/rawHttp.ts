import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text (UTF-8). */
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/**
 * Sends bytes as they are to a loopback port and reads one HTTP response.
 * fetch() cannot send what these tests need: a raw non-ASCII request line,
 * a broken percent-encoding, an unknown method, a missing Host, a body shorter
 * than its Content-Length. The request should carry `Connection: close`.
 */
export function rawRequest(port: number, bytes: Buffer | string, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) return reject(err);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (e) {
        reject(e as Error);
      }
    };
    const timer = setTimeout(() => finish(new Error(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) finish();
    });
    // A reset after the answer arrived is fine; without an answer it is a failure.
    socket.on('error', () => finish(chunks.length === 0 ? new Error('connection reset without an answer') : undefined));
    socket.on('close', () =>
      finish(chunks.length === 0 ? new Error('connection closed without an answer') : undefined),
    );
    socket.write(bytes);
  });
}

/** The final response's head and what follows it, skipping interim 1xx answers (`100 Continue`). */
function splitHead(data: Buffer): { head: string; body: Buffer } | undefined {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return undefined;
    const head = rest.subarray(0, end).toString('latin1');
    if (!/^HTTP\/1\.[01] 1[0-9]{2}/.test(head)) return { head, body: rest.subarray(end + 4) };
    rest = rest.subarray(end + 4);
  }
}

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** True once a response with a Content-Length has all its bytes (HEAD answers are read to the close). */
function complete(data: Buffer): boolean {
  const parts = splitHead(data);
  if (!parts) return false;
  const length = headersOf(parts.head)['content-length'];
  return length !== undefined && parts.body.length >= Number(length);
}

export function parseResponse(data: Buffer): RawResponse {
  const parts = splitHead(data);
  if (!parts) throw new Error(`not an HTTP response: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const status = /^HTTP\/1\.[01] ([0-9]{3})/.exec(parts.head)?.[1];
  if (!status) throw new Error(`no status line: ${JSON.stringify(parts.head.slice(0, 200))}`);
  const headers = headersOf(parts.head);
  let body = parts.body;
  if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  const text = body.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: Number(status), headers, text, json };
}

/** A request as bytes: request line, `Host`, `Connection: close`, the given headers, and the body with its length. */
export function httpRequest(
  method: string,
  target: string,
  {
    headers = {},
    body,
    host = true,
  }: { headers?: Record<string, string>; body?: Buffer | string; host?: boolean } = {},
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`];
  if (host) lines.push('Host: 127.0.0.1');
  lines.push('Connection: close');
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  if (payload && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length'))
    lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}
