import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parse } from 'yaml';
import type { OpenApiDoc } from '../lib/openapi/types';

export const API_REFERENCE_DATA = 'signoz-api.json';

/**
 * Reads openapi/signoz-api.yaml at build time and writes it as JSON into the
 * plugin's generated-data folder (`createData`). Only the /api_reference/ page
 * imports that file (`@generated/api-reference/default/signoz-api.json`), so
 * the document lands in that page's chunk and no other page loads it — unlike
 * `setGlobalData`, which would ship it with every page.
 */
export default function apiReferencePlugin(context: LoadContext, options?: unknown): Plugin<unknown> {
  const configured = (options as { file?: unknown } | undefined)?.file;
  const file = path.resolve(context.siteDir, typeof configured === 'string' ? configured : 'openapi/signoz-api.yaml');
  return {
    name: 'api-reference',
    getPathsToWatch: () => [file],
    async loadContent(): Promise<OpenApiDoc> {
      const doc = parse(await readFile(file, 'utf8')) as OpenApiDoc;
      if (!doc || typeof doc !== 'object' || !doc.paths || !doc.components) {
        throw new Error(`${file} is not an OpenAPI document`);
      }
      return doc;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(API_REFERENCE_DATA, JSON.stringify(content));
    },
  };
}
