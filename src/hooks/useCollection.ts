import useRouteContext from '@docusaurus/useRouteContext';
import { collections, type Collection } from '@site/src/data/collections';

/** The blog-shaped collection (src/data/collections.ts) whose page is being rendered. */
export function useCollection(): Collection {
  const { plugin } = useRouteContext();
  const found = collections.find((collection) => collection.id === plugin.id);
  if (!found) throw new Error(`Route of plugin "${plugin.id}" is not a collection of src/data/collections.ts`);
  return found;
}
