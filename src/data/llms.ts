/**
 * The opening of /llms.txt (https://llmstxt.org): what the site is, in one paragraph, and how its
 * Markdown is laid out. The page lists that follow are generated from the content
 * (src/plugins/markdownTwins).
 */
export interface LlmsIntro {
  /** The blockquote under the title: what SigNoz is and what this site holds. */
  summary: string;
  /** Notes for tools reading the site. */
  details: string;
}

export const llmsIntro: LlmsIntro = {
  summary:
    'SigNoz is an open-source, OpenTelemetry-native observability platform: logs, metrics and traces in one ' +
    'application, with dashboards and alerts, stored in ClickHouse. It runs self-hosted (Docker or Kubernetes) ' +
    'or as SigNoz Cloud. This site holds its documentation, its alert-rule and dashboard API reference, ' +
    'OpenTelemetry guides per language, comparisons with other tools, and the engineering blog.',
  details:
    'Every page below is also served as Markdown: add `.md` to the page URL without its trailing slash ' +
    '(`/docs/install/docker.md` for `/docs/install/docker/`). Code blocks keep the placeholders readers fill ' +
    'in: `<region>` (SigNoz Cloud region: `us`, `us2`, `eu`, `eu2`, `in` or `in2`), `<your-ingestion-key>` and ' +
    '`<otel-collector-host>`.',
};
