import { exampleParams, fillPath, type ResolvedOperation } from "./resolve";

export type SampleLanguage = "curl" | "python" | "go" | "javascript";

export const SAMPLE_LANGUAGES: {
  id: SampleLanguage;
  label: string;
  prism: string;
}[] = [
  { id: "curl", label: "curl", prism: "bash" },
  { id: "python", label: "Python", prism: "python" },
  { id: "go", label: "Go", prism: "go" },
  { id: "javascript", label: "JavaScript", prism: "javascript" },
];

export interface SampleInput {
  op: ResolvedOperation;
  baseUrl: string;
  /** Environment variable the samples read the API key from. */
  keyVariable?: string;
}

function parts({ op, baseUrl }: SampleInput) {
  const url = `${baseUrl.replace(/\/+$/, "")}${fillPath(op.path, exampleParams(op))}`;
  const header = op.apiKeyHeaders[0] ?? "SIGNOZ-API-KEY";
  const example = op.requestBody?.examples[0]?.value;
  const body =
    example === undefined ? undefined : JSON.stringify(example, null, 2);
  return { url, header, body, method: op.method.toUpperCase() };
}

const indent = (text: string, prefix: string) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 ? line : prefix + line))
    .join("\n");

export function curlSample(input: SampleInput): string {
  const { url, header, body, method } = parts(input);
  const env = input.keyVariable ?? "SIGNOZ_API_KEY";
  const lines = [`curl -X ${method} "${url}" \\`, `  -H "${header}: $${env}"`];
  if (body === undefined) return lines.join("\n");
  lines[1] += " \\";
  // A quoted heredoc passes the JSON through the shell untouched.
  lines.push(
    '  -H "Content-Type: application/json" \\',
    "  --data-binary @- <<'JSON'",
    body,
    "JSON",
  );
  return lines.join("\n");
}

export function pythonSample(input: SampleInput): string {
  const { url, header, body, method } = parts(input);
  const env = input.keyVariable ?? "SIGNOZ_API_KEY";
  const out = ["import json", "import os", "", "import requests", ""];
  if (body !== undefined)
    out.push(`payload = json.loads(r"""\n${body}\n""")`, "");
  out.push(
    `response = requests.request(`,
    `    "${method}",`,
    `    "${url}",`,
    `    headers={"${header}": os.environ["${env}"]},`,
    ...(body !== undefined ? ["    json=payload,"] : []),
    "    timeout=10,",
    ")",
    "print(response.status_code)",
    "print(json.dumps(response.json(), indent=2))",
  );
  return out.join("\n");
}

export function goSample(input: SampleInput): string {
  const { url, header, body, method } = parts(input);
  const env = input.keyVariable ?? "SIGNOZ_API_KEY";
  // A raw string literal keeps the JSON readable; fall back to a quoted one if it holds a backtick.
  const literal =
    body === undefined
      ? ""
      : body.includes("`")
        ? JSON.stringify(body)
        : `\`${body}\``;
  const imports = [
    '"fmt"',
    '"io"',
    '"net/http"',
    '"os"',
    ...(body !== undefined ? ['"strings"'] : []),
  ];
  return [
    "package main",
    "",
    "import (",
    ...imports.map((i) => `\t${i}`),
    ")",
    "",
    "func main() {",
    ...(body !== undefined
      ? [`\tbody := strings.NewReader(${indent(literal, "")})`]
      : []),
    `\treq, err := http.NewRequest("${method}", "${url}", ${body !== undefined ? "body" : "nil"})`,
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    `\treq.Header.Set("${header}", os.Getenv("${env}"))`,
    ...(body !== undefined
      ? ['\treq.Header.Set("Content-Type", "application/json")']
      : []),
    "\tresp, err := http.DefaultClient.Do(req)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tdefer resp.Body.Close()",
    "\tout, err := io.ReadAll(resp.Body)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tfmt.Println(resp.Status)",
    "\tfmt.Println(string(out))",
    "}",
  ].join("\n");
}

export function javascriptSample(input: SampleInput): string {
  const { url, header, body, method } = parts(input);
  const env = input.keyVariable ?? "SIGNOZ_API_KEY";
  const headers =
    body !== undefined
      ? `{ '${header}': process.env.${env}, 'Content-Type': 'application/json' }`
      : `{ '${header}': process.env.${env} }`;
  const out = [`// Node.js 18 or later (global fetch), as an ES module.`];
  if (body !== undefined) out.push(`const payload = ${indent(body, "")};`, "");
  out.push(
    `const response = await fetch('${url}', {`,
    `  method: '${method}',`,
    `  headers: ${headers},`,
    ...(body !== undefined ? ["  body: JSON.stringify(payload),"] : []),
    "});",
    "console.log(response.status, await response.json());",
  );
  return out.join("\n");
}

export function codeSample(
  language: SampleLanguage,
  input: SampleInput,
): string {
  switch (language) {
    case "curl":
      return curlSample(input);
    case "python":
      return pythonSample(input);
    case "go":
      return goSample(input);
    case "javascript":
      return javascriptSample(input);
  }
}
