import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The OpenAPI document is the single source of truth: the sandbox validates
 * requests and responses, and the tests validate examples, with schemas read
 * from this one YAML file. Nothing here repeats a schema.
 */
export const OPENAPI_PATH = fileURLToPath(new URL('../openapi/signoz-api.yaml', import.meta.url));

/** Minimal typing of the parts of the document the sandbox reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, { name: string; schema: Record<string, unknown> }>;
    examples: Record<string, { summary?: string; value: unknown }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export function loadOpenApi(file: string = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path.resolve(file), 'utf8')) as OpenApiDocument;
}

const DOC_ID = 'urn:signoz:openapi';

// ajv-formats is published as CommonJS with `exports.default`; under ESM the
// default import is the module object on some loaders and the function on others.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as unknown as (
  ajv: Ajv2020,
) => Ajv2020;

export interface ApiValidator {
  ajv: Ajv2020;
  /** A validator for `#/components/schemas/<name>` (or any JSON pointer into the document). */
  schema(name: string): ValidateFunction;
  /** A validator for an arbitrary schema object taken from the document (e.g. a response schema). */
  compile(schema: unknown): ValidateFunction;
}

export interface ValidatorOptions {
  /** Fill in `default` values from the document (evalWindow 5m, frequency 1m...). */
  useDefaults?: boolean;
  /** Report every problem (request bodies) or stop at the first (response checks, faster). */
  allErrors?: boolean;
}

/**
 * Builds an Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows
 * the whole document under one id, so `$ref: '#/components/schemas/...'`
 * inside the document resolves as written.
 */
export function createValidator(doc: OpenApiDocument, options: ValidatorOptions = {}): ApiValidator {
  const ajv = new Ajv2020({
    allErrors: options.allErrors ?? true,
    strict: true,
    useDefaults: options.useDefaults ?? false,
    // `oneOf` in MatchType/CompareOp and if/then rules are deliberate.
    strictRequired: false,
  });
  addFormats(ajv);
  // OpenAPI-only formats and keywords that JSON Schema does not define.
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  ajv.addFormat('int64', {
    type: 'number',
    validate: (n: number) => Number.isSafeInteger(n),
  });
  ajv.addVocabulary(['x-enumDescriptions', 'example', 'discriminator', 'xml', 'externalDocs']);
  // Register only the components: the rest of the document is not a schema.
  // A keyword-less wrapper keeps JSON pointers identical to the document's.
  ajv.addKeyword({ keyword: 'components', schemaType: 'object' });
  ajv.addSchema({
    $id: DOC_ID,
    components: { schemas: doc.components.schemas },
  });
  // Compile every component schema reachable through the wrapper.
  const cache = new Map<string, ValidateFunction>();
  return {
    ajv,
    schema(name: string) {
      const ref = name.startsWith('#') ? name : `#/components/schemas/${name}`;
      let fn = cache.get(ref);
      if (!fn) {
        fn = ajv.compile({ $ref: `${DOC_ID}${ref}` });
        cache.set(ref, fn);
      }
      return fn;
    },
    compile(schema: unknown) {
      const text = JSON.stringify(schema);
      let fn = cache.get(text);
      if (!fn) {
        // Local refs inside a schema copied from the document point at the document.
        fn = ajv.compile(rebase(schema) as object);
        cache.set(text, fn);
      }
      return fn;
    },
  };
}

function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebase(v);
    }
    return out;
  }
  return value;
}

export interface FieldError {
  path: string;
  message: string;
}

/** Turns Ajv errors into the `errors` list of an ApiResponse, without duplicates and noise. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, limit = 20): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    // "must match a schema in anyOf / then" repeat what the nested errors already say.
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      message = `must NOT have additional property '${String((e.params as { additionalProperty: string }).additionalProperty)}'`;
    } else if (e.keyword === 'enum') {
      message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    const key = `${e.instancePath}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: e.instancePath, message });
    if (out.length >= limit) break;
  }
  if (out.length === 0 && errors && errors.length > 0) {
    out.push({
      path: errors[0].instancePath,
      message: errors[0].message ?? 'is invalid',
    });
  }
  return out;
}
