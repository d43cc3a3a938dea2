/**
 * Optional build-time settings, read from the environment when the site is
 * built. Every one is optional: without them the site builds and runs with no
 * third-party service at all. The README documents each variable.
 */
import { site } from './site';

export interface SiteSettings {
  /** Google Analytics 4 measurement id (gtag), e.g. G-XXXXXXX. */
  gtagId?: string;
  /** Google Tag Manager container id, e.g. GTM-XXXXXX. */
  gtmId?: string;
  /** Algolia DocSearch: all three are needed to switch search to Algolia. */
  algolia?: { appId: string; apiKey: string; indexName: string };
  /** Newsletter provider base URL and form id. */
  newsletterProvider?: string;
  newsletterFormId?: string;
  /** Cloud sign-up endpoint for /teams/. */
  signupEndpoint?: string;
  /**
   * Base of the "Edit this page" links on docs pages and posts; the file's path in the repository is
   * appended (`docs/install/docker.mdx`). Defaults to the site's public repository; `EDIT_URL=off`
   * removes the links.
   */
  editUrl?: string;
  /** Whether "Was this page helpful?" answers go to the analytics service, when one is configured. */
  feedbackEvents: boolean;
  /** Adds the test-only fixture pages (crash page) to the build. */
  e2eFixtures: boolean;
  /**
   * Keeps Rspack's persistent cache in production builds too (the dev server always has it): a rebuild
   * bundles in a few seconds, at the cost of about 450 MB more memory at the build's peak.
   */
  bundlerCache: boolean;
}

/** Edit links point at this repository's main branch unless EDIT_URL says otherwise. */
export const DEFAULT_EDIT_URL = `https://github.com/${site.websiteRepo}/edit/main/`;

const OFF = /^(off|false|0|no|none)$/i;

function editUrl(value: string | undefined): string | undefined {
  if (value === undefined) return DEFAULT_EDIT_URL;
  if (OFF.test(value)) return undefined;
  if (!/^https?:\/\//.test(value)) throw new Error(`EDIT_URL must be an http(s) URL or "off", not "${value}"`);
  return value.endsWith('/') ? value : `${value}/`;
}

type Env = Record<string, string | undefined>;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readSettings(env: Env): SiteSettings {
  const appId = clean(env.ALGOLIA_APP_ID);
  const apiKey = clean(env.ALGOLIA_SEARCH_API_KEY);
  const indexName = clean(env.ALGOLIA_INDEX_NAME);
  return {
    gtagId: clean(env.GTAG_ID),
    gtmId: clean(env.GTM_ID),
    algolia: appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined,
    newsletterProvider: clean(env.NEWSLETTER_PROVIDER_URL),
    newsletterFormId: clean(env.NEWSLETTER_FORM_ID),
    signupEndpoint: clean(env.SIGNUP_ENDPOINT),
    editUrl: editUrl(clean(env.EDIT_URL)),
    feedbackEvents: !OFF.test(clean(env.FEEDBACK_EVENTS) ?? ''),
    e2eFixtures: env.SIGNOZ_E2E_FIXTURES === '1',
    bundlerCache: env.BUNDLER_CACHE === '1',
  };
}
