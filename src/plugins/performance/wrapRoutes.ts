import type { Plugin, RouteConfig } from '@docusaurus/types';

/** What a wrapped plugin does on each load of its content (see wrapRoutes). */
export interface RouteWrapper<Content> {
  /** The route to add in place of the one the plugin adds. */
  route(route: RouteConfig): RouteConfig;
  /** Called once the plugin's own contentLoaded is done, to check that the wrapper found what it expected. */
  done(content: Content): void;
}

/**
 * The plugin as it is, but with each route its `contentLoaded` adds passed through a wrapper first (a
 * new one per load, from `onLoad`). Used by slimArchive and slimDocsMetadata to cut what a stock content
 * plugin gives its pages, through the public plugin API rather than a patch.
 */
export function wrapRoutes<Content>(plugin: Plugin<Content>, onLoad: () => RouteWrapper<Content>): Plugin<Content> {
  const stockContentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const wrapper = onLoad();
      const addRoute = (route: RouteConfig) => args.actions.addRoute(wrapper.route(route));
      await stockContentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
      wrapper.done(args.content);
    },
  };
}
