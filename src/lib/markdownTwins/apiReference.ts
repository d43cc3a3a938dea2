/**
 * The Markdown twin of /api_reference/: the API's title and summary, its description (already
 * Markdown in the OpenAPI document), one section per tag listing its operations with their method,
 * path, summary, description and response codes, then the OpenAPI document itself, which holds every
 * schema and example a tool needs.
 */
import type { HttpMethod, OpenApiDoc } from '../openapi/types';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export function apiReferenceMarkdown(doc: OpenApiDoc, yamlSource: string): string {
  const lines = [`# ${doc.info.title}`, ''];
  if (doc.info.summary) lines.push(`> ${doc.info.summary}`, '');
  if (doc.info.description) lines.push(doc.info.description.trim(), '');
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
  const tags = [...(doc.tags ?? []).map((t) => t.name)];
  for (const { operation } of operations) {
    for (const tag of operation.tags ?? ['Other']) if (!tags.includes(tag)) tags.push(tag);
  }
  for (const tag of tags) {
    const inTag = operations.filter(({ operation }) => (operation.tags ?? ['Other']).includes(tag));
    if (!inTag.length) continue;
    lines.push(`## ${tag}`, '');
    const about = doc.tags?.find((t) => t.name === tag)?.description;
    if (about) lines.push(about.trim(), '');
    for (const { path, method, operation } of inTag) {
      lines.push(`### ${method.toUpperCase()} ${path}`, '');
      if (operation.summary) lines.push(`**${operation.summary}**${operation.deprecated ? ' (deprecated)' : ''}`, '');
      if (operation.description) lines.push(operation.description.trim(), '');
      const codes = Object.entries(operation.responses).map(
        ([code, response]) =>
          `\`${code}\`${response.description ? ` ${response.description.trim().replace(/\.$/, '')}` : ''}`,
      );
      lines.push(`Responses: ${codes.join('; ')}. Operation id: \`${operation.operationId}\`.`, '');
    }
  }
  // A fence longer than any run of backticks in the document, so nothing in it can close the block.
  const longest = Math.max(0, ...(yamlSource.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  lines.push(
    '## OpenAPI description',
    '',
    'The complete description (OpenAPI 3.1), with every schema, parameter and example:',
    '',
    `${fence}yaml`,
    yamlSource.trimEnd(),
    fence,
    '',
  );
  return lines.join('\n');
}
