import type {
  Example,
  HttpMethod,
  OpenApiDoc,
  OperationObject,
  Parameter,
  RequestBody,
  Response,
  Schema,
} from "./types";

/** Follows `$ref` chains (local refs only) to the referenced object. */
export function deref<T extends { $ref?: string }>(
  doc: OpenApiDoc,
  value: T,
): T {
  let node: unknown = value;
  const seen = new Set<string>();
  while (
    node &&
    typeof node === "object" &&
    typeof (node as { $ref?: unknown }).$ref === "string"
  ) {
    const ref = (node as { $ref: string }).$ref;
    if (!ref.startsWith("#/") || seen.has(ref))
      throw new Error(`Unresolvable $ref ${ref}`);
    seen.add(ref);
    node = ref
      .slice(2)
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>(
        (o, key) =>
          o && typeof o === "object"
            ? (o as Record<string, unknown>)[key]
            : undefined,
        doc,
      );
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node as T;
}

/** `#/components/schemas/Alert` → `Alert`; undefined for other refs. */
export function schemaRefName(schema: Schema | undefined): string | undefined {
  const m = schema?.$ref
    ? /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref)
    : null;
  return m ? m[1] : undefined;
}

export interface NamedExample {
  key: string;
  summary?: string;
  value: unknown;
}

export interface ResolvedResponse {
  status: string;
  description: string;
  schema?: Schema;
  examples: NamedExample[];
}

export interface ResolvedOperation {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Marked `deprecated` in the description: the current product answers it with a deprecation error. */
  deprecated: boolean;
  parameters: Parameter[];
  requestBody?: {
    required: boolean;
    schema?: Schema;
    examples: NamedExample[];
  };
  responses: ResolvedResponse[];
  /** Header names of the API-key schemes that apply (operation-level security, else the document's). */
  apiKeyHeaders: string[];
}

const METHODS: HttpMethod[] = ["get", "post", "put", "delete", "patch"];

function examplesOf(
  doc: OpenApiDoc,
  examples: Record<string, Example> | undefined,
): NamedExample[] {
  return Object.entries(examples ?? {}).map(([key, ex]) => {
    const resolved = deref(doc, ex);
    return { key, summary: resolved.summary, value: resolved.value };
  });
}

/** The operations in document order, with refs resolved for rendering. */
export function listOperations(doc: OpenApiDoc): ResolvedOperation[] {
  const out: ResolvedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op: OperationObject | undefined = item[method];
      if (!op) continue;
      const parameters = [
        ...(item.parameters ?? []),
        ...(op.parameters ?? []),
      ].map((p) => deref<Parameter>(doc, p));
      const body = op.requestBody
        ? deref<RequestBody>(doc, op.requestBody)
        : undefined;
      const media = body?.content["application/json"];
      const security = op.security ?? doc.security ?? [];
      const apiKeyHeaders = security
        .flatMap((req) => Object.keys(req))
        .map((name) => doc.components.securitySchemes?.[name])
        .filter((s): s is NonNullable<typeof s> =>
          Boolean(s && s.type === "apiKey" && s.in === "header" && s.name),
        )
        .map((s) => s.name as string);
      out.push({
        id: op.operationId,
        method,
        path,
        tag: op.tags?.[0] ?? "Other",
        summary: op.summary ?? op.operationId,
        description: op.description,
        deprecated: Boolean(op.deprecated),
        parameters,
        requestBody: body
          ? {
              required: Boolean(body.required),
              schema: media?.schema,
              examples: examplesOf(doc, media?.examples),
            }
          : undefined,
        responses: Object.entries(op.responses).map(([status, r]) => {
          const response = deref<Response>(doc, r);
          const content = response.content?.["application/json"];
          return {
            status,
            description: response.description,
            schema: content?.schema,
            examples: examplesOf(doc, content?.examples),
          };
        }),
        apiKeyHeaders,
      });
    }
  }
  return out;
}

/** Replaces `{name}` path parameters with the given values (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? `{${name}}`),
  );
}

/** The example value of each path parameter, as text. */
export function exampleParams(op: ResolvedOperation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of op.parameters)
    if (p.in === "path")
      out[p.name] = p.example === undefined ? "" : String(p.example);
  return out;
}

/**
 * The examples to print under a response. The catch-all (`default`) response
 * lists every other refusal; printing each under all ten operations would
 * repeat the page's Errors table ten times, so it shows its first example and
 * counts the rest.
 */
export function examplesShown(response: ResolvedResponse): {
  shown: NamedExample[];
  more: number;
} {
  if (response.status !== "default" || response.examples.length <= 1)
    return { shown: response.examples, more: 0 };
  return {
    shown: response.examples.slice(0, 1),
    more: response.examples.length - 1,
  };
}

/** Parameters grouped by where they go, in document order: path first, then query. */
export function parameterGroups(
  op: ResolvedOperation,
): { location: "path" | "query"; title: string; parameters: Parameter[] }[] {
  const groups = [
    { location: "path" as const, title: "Path parameters" },
    { location: "query" as const, title: "Query parameters" },
  ];
  return groups
    .map((g) => ({
      ...g,
      parameters: op.parameters.filter((p) => p.in === g.location),
    }))
    .filter((g) => g.parameters.length > 0);
}

export const anchorForOperation = (op: Pick<ResolvedOperation, "id">) =>
  `op-${op.id}`;
export const anchorForSchema = (name: string) => `schema-${name}`;
