/** Pure logic of the reference page's "Try it" panel (no React, no DOM). */

export const TRY_IT_STORAGE = {
  baseUrl: "signoz-api-reference:base-url",
  apiKey: "signoz-api-reference:api-key",
} as const;

export const DEFAULT_TRY_IT_BASE_URL = "http://127.0.0.1:8787";

export type BuildResult =
  | {
      ok: true;
      url: string;
      init: { method: string; headers: Record<string, string>; body?: string };
    }
  | { ok: false; error: string };

export interface BuildInput {
  baseUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  method: string;
  /** The path template, e.g. /api/v1/rules/{id}. */
  path: string;
  params: Record<string, string>;
  /** Query parameters; empty values are left out (the server's defaults apply). */
  query?: Record<string, string>;
  /** JSON text for operations with a body; undefined for the others. */
  body?: string;
}

export function buildTryItRequest(input: BuildInput): BuildResult {
  let base: URL;
  try {
    base = new URL(input.baseUrl.trim());
  } catch {
    return {
      ok: false,
      error:
        "Enter a base URL such as http://127.0.0.1:8787 (scheme, host and port).",
    };
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    return {
      ok: false,
      error: "The base URL must start with http:// or https://.",
    };
  }
  const missing = Object.entries(input.params).find(([, v]) => v.trim() === "");
  if (missing)
    return {
      ok: false,
      error: `Enter a value for the path parameter "${missing[0]}".`,
    };
  const path = input.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent((input.params[name] ?? "").trim()),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value.trim() !== "") search.append(name, value.trim());
  const query = search.toString() === "" ? "" : `?${search.toString()}`;
  const url = `${base.origin}${base.pathname.replace(/\/+$/, "")}${path}${query}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (input.apiKey.trim() !== "")
    headers[input.apiKeyHeader] = input.apiKey.trim();
  if (input.body === undefined)
    return {
      ok: true,
      url,
      init: { method: input.method.toUpperCase(), headers },
    };
  // Send the text as typed so the server's own validation can be tried; only warn about broken JSON here.
  headers["Content-Type"] = "application/json";
  return {
    ok: true,
    url,
    init: { method: input.method.toUpperCase(), headers, body: input.body },
  };
}

/** Pretty-prints a JSON response body; other text is shown as received. */
export function formatResponseBody(text: string): string {
  if (text.trim() === "") return "(empty body)";
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Explains a fetch() rejection. Browsers report DNS failures, refused
 * connections, CORS refusals and mixed content with the same TypeError, so the
 * message lists the likely causes instead of guessing one.
 */
export function describeNetworkError(
  error: unknown,
  url: string,
  pageOrigin: string,
): string {
  const name = (error as { name?: string })?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return `No answer from ${url} within the time limit.`;
  const target = (() => {
    try {
      return new URL(url);
    } catch {
      return undefined;
    }
  })();
  const causes = [
    "the server is not running or the base URL is wrong",
    `the server does not allow cross-origin requests from ${pageOrigin} (CORS); the sandbox started with "npm run api" allows them`,
  ];
  if (
    target &&
    pageOrigin.startsWith("https:") &&
    target.protocol === "http:" &&
    !["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)
  ) {
    causes.push(
      "this page is served over HTTPS and the browser blocks requests to a plain-HTTP address (mixed content)",
    );
  }
  return `The request to ${url} did not get an answer. Likely causes: ${causes.join("; ")}.`;
}

/** sessionStorage only: the key must not outlive the tab. Storage can throw (privacy modes); then nothing is kept. */
export function readSession(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  key: string,
  value: string,
): void {
  try {
    if (value === "") storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives in memory for this page view only */
  }
}
