import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';
import { slimDocsRoutes } from './slimDocsMetadata';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;

/**
 * plugin-content-docs, with the docs' descriptions moved out of the version metadata every docs page
 * downloads and into the category index pages that show them (see ./README.md). Everything else is the
 * stock plugin's. Used in docusaurus.config.ts in place of the preset's docs plugin.
 */
async function slimDocsMetadataPlugin(context: LoadContext, options: PluginOptions): Promise<DocsPlugin> {
  const plugin = await pluginContentDocs(context, options);
  const stockContentLoaded = plugin.contentLoaded!;
  const wrapped: Plugin<Parameters<typeof stockContentLoaded>[0]['content']> = {
    ...plugin,
    async contentLoaded(args) {
      let versions = 0;
      const addRoute = (route: RouteConfig) => {
        const result = slimDocsRoutes(route);
        versions += result.versions;
        args.actions.addRoute(result.route);
      };
      await stockContentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
      if (versions !== args.content.loadedVersions.length) {
        cannotApply(
          `slimDocsMetadata: found ${versions} version routes with docs metadata props ` +
            `(${args.content.loadedVersions.length} expected); every docs page keeps the docs' descriptions`,
        );
      }
    },
  };
  return wrapped as DocsPlugin;
}

/** See slimArchive/index.ts: Docusaurus validates a function plugin's options with its own validateOptions. */
export default Object.assign(slimDocsMetadataPlugin, { validateOptions }) as unknown as PluginModule;
