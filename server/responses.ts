import { STATUS_CODES } from 'node:http';
import type { FieldError } from './openapi';

/** The body of every refusal, and of a successful delete (`ApiResponse` in the OpenAPI document). */
export interface ApiResponseBody {
  code: number;
  type: 'success' | 'error';
  message: string;
  errors?: FieldError[];
}

export const MESSAGES = {
  invalidInput: 'Invalid input',
  invalidId: 'Invalid ID supplied',
  alertNotFound: 'Alert not found',
  dashboardNotFound: 'Dashboard not found',
  unauthorized: 'Missing or invalid SIGNOZ-API-KEY header',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformed: 'Malformed request',
  timeout: 'Request timeout',
  tooLarge: 'Request body is too large',
  headersTooLarge: 'Request header fields are too large',
  unsupportedMedia: 'Content-Type must be application/json',
  expectation: 'Expect header not supported',
  internal: 'Internal server error',
  alertDeleted: 'Alert deleted',
  dashboardDeleted: 'Dashboard deleted',
} as const;

export const JSON_TYPE = 'application/json; charset=utf-8';

export const apiError = (code: number, message: string, errors?: FieldError[]): ApiResponseBody =>
  errors && errors.length > 0 ? { code, type: 'error', message, errors } : { code, type: 'error', message };

/**
 * A refusal decided before a handler runs (body parsing, query checks). The
 * error handler answers it with its ApiResponse as is.
 */
export class Refusal extends Error {
  readonly statusCode: number;
  readonly body: ApiResponseBody;
  constructor(body: ApiResponseBody) {
    super(body.message);
    this.statusCode = body.code;
    this.body = body;
  }
}

/**
 * A complete HTTP/1.1 response as text, for the answers written straight to
 * the socket, where Node's HTTP parser has given up on the request (a header
 * over the size limit, bytes that are not HTTP, a timeout) and no reply object exists.
 */
export function rawHttpResponse(body: ApiResponseBody, headers: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${body.code} ${STATUS_CODES[body.code] ?? 'Error'}`,
    `Content-Type: ${JSON_TYPE}`,
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${text}`;
}
