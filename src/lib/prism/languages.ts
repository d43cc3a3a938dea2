/**
 * Which Prism component files a code block's language needs, in load order.
 * Pure, so the alias and dependency rules are unit-tested; the browser side
 * (src/components/HighlightedCode) loads only what a page's blocks use instead
 * of every extra language on every page (each registration walks the whole
 * grammar table, which made up most of Prism's start-up cost).
 */

/** Names readers write in fences, mapped to the Prism component that defines them. */
const ALIASES: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  shellscript: 'bash',
  zsh: 'bash',
  dockerfile: 'docker',
  rb: 'ruby',
  cs: 'csharp',
  dotnet: 'csharp',
  kt: 'kotlin',
  kts: 'kotlin',
  yml: 'yaml',
  py: 'python',
  rs: 'rust',
  golang: 'go',
  ex: 'elixir',
  exs: 'elixir',
};

/** Components that extend another component, which must be registered first. */
const REQUIRES: Readonly<Record<string, readonly string[]>> = {
  php: ['markup-templating'],
  scala: ['java'],
};

/** The component a fence language resolves to (lower-cased, aliases applied). */
export function componentFor(language: string): string {
  const name = language.trim().toLowerCase();
  return ALIASES[name] ?? name;
}

/**
 * Component files to load, dependencies first, for a block in `language`:
 * nothing when Prism already knows the language or it is not one of the
 * configured extra languages (Prism then shows the block as plain text).
 */
export function componentsToLoad(
  language: string | undefined,
  known: (component: string) => boolean,
  configured: readonly string[],
): string[] {
  if (!language) return [];
  const component = componentFor(language);
  if (!configured.includes(component) || known(component)) return [];
  const order: string[] = [];
  const visit = (name: string) => {
    for (const dependency of REQUIRES[name] ?? []) visit(dependency);
    if (!known(name) && !order.includes(name)) order.push(name);
  };
  visit(component);
  return order;
}
