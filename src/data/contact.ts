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
  /**
   * The community Slack's invitation (where signoz.io/slack leads on the live site). This site has no
   * /slack page, so links use this absolute URL; Slack invitations get renewed: change it here.
   */
  slack: 'https://join.slack.com/t/signoz-community/shared_invite/zt-3uf4h5hpi-qnBT5dBELJIxWFHjRB28Sw',
  slackArchive: 'https://community-chat.signoz.io/',
  github: 'https://github.com/SigNoz/signoz',
  githubIssues: 'https://github.com/SigNoz/signoz/issues',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
