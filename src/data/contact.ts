/**
 * Ways to reach SigNoz, used by the support, enterprise, demo and legal pages.
 * One place to change an address.
 */
export const contact = {
  /** Product questions and help for cloud customers. */
  supportEmail: 'support@signoz.io',
  /** Enterprise plans, demos, procurement. */
  salesEmail: 'sales@signoz.io',
  /** Privacy requests (access, correction, deletion). */
  privacyEmail: 'privacy@signoz.io',
  /** Legal notices and contract questions. */
  legalEmail: 'legal@signoz.io',
  /** Technical writer program submissions. */
  writersEmail: 'writers@signoz.io',
  slack: 'https://signoz.io/slack',
  slackArchive: 'https://community-chat.signoz.io/',
  github: 'https://github.com/SigNoz/signoz',
  githubIssues: 'https://github.com/SigNoz/signoz/issues',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
