import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';
import { wrapRoutes } from '../wrapRoutes';
import { slimDocsRoutes } from './slimDocsMetadata';

/**
 * plugin-content-docs, with the docs' descriptions moved out of the version metadata every docs page
 * downloads and into the category index pages that show them (see ./README.md). Everything else is the
 * stock plugin's. Used in docusaurus.config.ts in place of the preset's docs plugin.
 */
async function slimDocsMetadataPlugin(context: LoadContext, options: PluginOptions) {
  return wrapRoutes(await pluginContentDocs(context, options), () => {
    let versions = 0;
    return {
      route(route) {
        const result = slimDocsRoutes(route);
        versions += result.versions;
        return result.route;
      },
      done(content) {
        if (versions !== content.loadedVersions.length) {
          cannotApply(
            `slimDocsMetadata: found ${versions} version routes with docs metadata props ` +
              `(${content.loadedVersions.length} expected); every docs page keeps the docs' descriptions`,
          );
        }
      },
    };
  });
}

/** See slimArchive/index.ts: Docusaurus validates a function plugin's options with its own validateOptions. */
export default Object.assign(slimDocsMetadataPlugin, { validateOptions }) as unknown as PluginModule;
