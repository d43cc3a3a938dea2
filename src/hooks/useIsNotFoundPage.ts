import useRouteContext from '@docusaurus/useRouteContext';

/** Route context Docusaurus gives its catch-all not-found route (core's ComponentCreator('*')). */
const NOT_FOUND_PLUGIN = 'native';

/**
 * Whether the page being rendered is the not-found page, which answers any
 * unknown URL: every other route belongs to a plugin (docs, blog, pages, ours).
 */
export function useIsNotFoundPage(): boolean {
  try {
    return useRouteContext().plugin.name === NOT_FOUND_PLUGIN;
  } catch {
    // Rendered outside any route (an error page above the router).
    return true;
  }
}
