import pluginContentBlog, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';
import { wrapRoutes } from '../wrapRoutes';
import { slimArchiveRoute } from './slimArchive';

/**
 * plugin-content-blog, with its archive route's props cut to each post's link, title and date (see
 * ./README.md). Everything else is the stock plugin's. Used for every blog-shaped collection in
 * docusaurus.config.ts, in place of '@docusaurus/plugin-content-blog'.
 */
async function slimArchiveBlogPlugin(context: LoadContext, options: PluginOptions) {
  return wrapRoutes(await pluginContentBlog(context, options), () => {
    let slimmed = 0;
    return {
      route(route) {
        const result = slimArchiveRoute(route);
        if (result.slimmed) slimmed += 1;
        return result.route;
      },
      done(content) {
        const listed = content.blogPosts.filter((post) => !post.metadata.unlisted).length;
        if (options.archiveBasePath && listed > 0 && slimmed !== 1) {
          cannotApply(
            `slimArchive: blog "${options.id}" added ${slimmed} routes with archive props (1 expected); ` +
              'its archive page keeps every post whole',
          );
        }
      },
    };
  });
}

/**
 * Docusaurus validates a function plugin's options with the function's own `validateOptions` (here the
 * stock plugin's, which also fills in its defaults). The cast: PluginModule takes its options as
 * `unknown` and its validator as generic, where the blog plugin's are typed.
 */
export default Object.assign(slimArchiveBlogPlugin, { validateOptions }) as unknown as PluginModule;
