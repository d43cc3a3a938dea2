import pluginContentBlog, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';
import { slimArchiveRoute } from './slimArchive';

type BlogPlugin = Awaited<ReturnType<typeof pluginContentBlog>>;

/**
 * plugin-content-blog, with its archive route's props cut to each post's link, title and date (see
 * ./README.md). Everything else is the stock plugin's. Used for every blog-shaped collection in
 * docusaurus.config.ts, in place of '@docusaurus/plugin-content-blog'.
 */
async function slimArchiveBlogPlugin(context: LoadContext, options: PluginOptions): Promise<BlogPlugin> {
  const plugin = await pluginContentBlog(context, options);
  const stockContentLoaded = plugin.contentLoaded!;
  const wrapped: Plugin<Parameters<typeof stockContentLoaded>[0]['content']> = {
    ...plugin,
    async contentLoaded(args) {
      let slimmed = 0;
      const addRoute = (route: RouteConfig) => {
        const result = slimArchiveRoute(route);
        if (result.slimmed) slimmed += 1;
        args.actions.addRoute(result.route);
      };
      await stockContentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
      const listed = args.content.blogPosts.filter((post) => !post.metadata.unlisted).length;
      if (options.archiveBasePath && listed > 0 && slimmed !== 1) {
        cannotApply(
          `slimArchive: blog "${options.id}" added ${slimmed} routes with archive props (1 expected); ` +
            'its archive page keeps every post whole',
        );
      }
    },
  };
  return wrapped as BlogPlugin;
}

/**
 * Docusaurus validates a function plugin's options with the function's own `validateOptions` (here the
 * stock plugin's, which also fills in its defaults). The cast: PluginModule takes its options as
 * `unknown` and its validator as generic, where the blog plugin's are typed.
 */
export default Object.assign(slimArchiveBlogPlugin, { validateOptions }) as unknown as PluginModule;
