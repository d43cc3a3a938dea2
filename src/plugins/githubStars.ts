import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

export interface GithubStarsData {
  repo: string;
  /** null when the count could not be read at build time. */
  stars: number | null;
}

/**
 * Reads the repository's star count once, at build time, so the navbar badge
 * needs no third-party frame or client-side request. Offline builds (CI, this
 * network) get a badge without a count.
 */
export async function fetchStars(
  repo: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 3000,
): Promise<number | null> {
  try {
    const res = await fetchImpl(`https://api.github.com/repos/${repo}`, {
      headers: { Accept: 'application/vnd.github+json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { stargazers_count?: unknown };
    const count = body.stargazers_count;
    return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

export interface GithubStarsOptions {
  repo: string;
  /** Skip the request (offline builds, tests). */
  offline?: boolean;
}

/** Returns the plugin, configured; used as `plugins: [githubStars({ repo })]`. */
export default function githubStars(options: GithubStarsOptions): PluginModule {
  // Docusaurus types plugin modules as Plugin<unknown>; the content type is ours.
  const plugin = (_context: LoadContext): Plugin<GithubStarsData> => ({
    name: 'github-stars',
    async loadContent() {
      const stars = options.offline ? null : await fetchStars(options.repo);
      return { repo: options.repo, stars };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  });
  return plugin as PluginModule;
}
