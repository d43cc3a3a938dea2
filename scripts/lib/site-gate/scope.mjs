// What the site gate covers: every page of the build except the test-only
// fixture pages under /tests/ (present in test builds only, never deployed).
import { NOT_FOUND } from './site.mjs';

/** @param {string} route */
export function isGatedRoute(route) {
  return !route.startsWith('/tests/');
}

/** @type {import('./rules.mjs').GateOptions} */
export const GATE_OPTIONS = {
  // The not-found page answers every unknown URL, and search result pages are
  // made of other pages' text: neither belongs in a search engine's index.
  noindexRoutes: [NOT_FOUND, '/search/'],
};
