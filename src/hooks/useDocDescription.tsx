import React, { createContext, useContext, type ReactNode } from 'react';
import type { DocDescriptions } from '@site/src/plugins/performance/slimDocsMetadata/slimDocsMetadata';

/**
 * The descriptions of the docs a category index page lists as cards. They are not in the version
 * metadata every docs page downloads (src/plugins/performance/slimDocsMetadata); the page's own props
 * carry them, and the page provides them here for its cards.
 */
const DocDescriptionsContext = createContext<DocDescriptions>({});

export function DocDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: DocDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return <DocDescriptionsContext.Provider value={descriptions ?? {}}>{children}</DocDescriptionsContext.Provider>;
}

/** The description of a doc listed on this page, if the page was given one. */
export function useDocDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(DocDescriptionsContext);
  return docId ? descriptions[docId] : undefined;
}
