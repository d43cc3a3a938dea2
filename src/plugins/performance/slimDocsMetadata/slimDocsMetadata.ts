import type { RouteConfig } from '@docusaurus/types';

/** Docs ids to their descriptions, for the doc cards of one category index page. */
export type DocDescriptions = Record<string, string>;

interface VersionDocProp {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}
interface SidebarItemProp {
  type: string;
  href?: string;
  docId?: string;
  description?: string;
  items?: SidebarItemProp[];
}
interface VersionProp {
  docs: Record<string, VersionDocProp>;
  docsSidebars: Record<string, SidebarItemProp[]>;
}

const versionOf = (route: RouteConfig): VersionProp | undefined => {
  const version = (route.props as { version?: Partial<VersionProp> } | undefined)?.version;
  return version?.docs && version.docsSidebars ? (version as VersionProp) : undefined;
};

const generatedIndexOf = (route: RouteConfig) =>
  (route.props as { categoryGeneratedIndex?: { permalink: string; sidebar?: string } } | undefined)
    ?.categoryGeneratedIndex;

function findCategory(items: SidebarItemProp[], href: string): SidebarItemProp | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items ?? [], href);
    if (inner) return inner;
  }
  return undefined;
}

/** What slimDocsRoutes did: version metadata props slimmed, category index pages given descriptions. */
export interface SlimDocsResult {
  route: RouteConfig;
  versions: number;
  categoryPages: number;
}

/**
 * The docs plugin's route tree with the version metadata's docs map (which the docs root route passes
 * to every docs page) cut to the docs' ids (each an empty entry), and each doc's description given instead to the category
 * index pages whose cards show it, each only its own cards' (`props.docDescriptions`). Other routes are
 * as they were.
 */
export function slimDocsRoutes(root: RouteConfig): SlimDocsResult {
  let versions = 0;
  let categoryPages = 0;
  const walk = (route: RouteConfig, version: VersionProp | undefined): RouteConfig => {
    let props = route.props;
    const ownVersion = versionOf(route);
    if (ownVersion) {
      versions += 1;
      version = ownVersion;
      // Each doc stays as an empty entry under its id: the map's one reader is useDocById(), whose one
      // caller is DocCard, which reads the description (given to it through the category page) and
      // nothing else; an id missing from the map would make useDocById() throw.
      const docs = Object.fromEntries(Object.keys(ownVersion.docs).map((id) => [id, {}]));
      props = { ...props, version: { ...ownVersion, docs } };
    }
    const generatedIndex = generatedIndexOf(route);
    if (generatedIndex && version) {
      categoryPages += 1;
      const sidebar = generatedIndex.sidebar ? version.docsSidebars[generatedIndex.sidebar] : undefined;
      const category = sidebar ? findCategory(sidebar, generatedIndex.permalink) : undefined;
      const docDescriptions: DocDescriptions = {};
      for (const item of category?.items ?? []) {
        const description = item.docId ? version.docs[item.docId]?.description : undefined;
        if (item.type === 'link' && item.docId && !item.description && description)
          docDescriptions[item.docId] = description;
      }
      props = { ...props, docDescriptions };
    }
    const routes = route.routes?.map((child) => walk(child, version));
    return { ...route, ...(props ? { props } : {}), ...(routes ? { routes } : {}) };
  };
  return { route: walk(root, undefined), versions, categoryPages };
}
