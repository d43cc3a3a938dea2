/**
 * The only placeholders docs may use in code blocks. The reader-settings
 * control fills them with the reader's own values; `npm run check:content`
 * rejects any other `<...>`-style placeholder in docs code.
 */
export interface PlaceholderDef {
  token: string;
  /** Reader setting that fills it. */
  setting: 'region' | 'ingestionKey' | 'collectorHost';
  description: string;
}

export const PLACEHOLDERS: readonly PlaceholderDef[] = [
  {
    token: '<region>',
    setting: 'region',
    description: 'SigNoz Cloud region of your account: us, us2, eu, eu2, in or in2.',
  },
  {
    token: '<your-ingestion-key>',
    setting: 'ingestionKey',
    description: 'Ingestion key from SigNoz Cloud → Settings → Ingestion.',
  },
  {
    token: '<otel-collector-host>',
    setting: 'collectorHost',
    // Also the hint under the host field of the reader-settings panel.
    description:
      'Host name or IP of your self-hosted SigNoz collector as the command sees it: inside a Docker container, ' +
      "localhost is the container itself, so use the host's IP address there.",
  },
] as const;

export const PLACEHOLDER_TOKENS: readonly string[] = PLACEHOLDERS.map((p) => p.token);
