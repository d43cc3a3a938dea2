/**
 * Ways to reach SigNoz, used by the support, enterprise, demo and legal pages. One place to change an address.
 * Only addresses SigNoz publishes itself are used: cloud-support@ and support@ (the product's support links for
 * Cloud and for licences), and hello@ (named in the SigNoz repository's ee/LICENSE for the Enterprise Terms and in
 * the product's FAQ for dedicated support plans). Sales, privacy, legal and writer-programme questions go to hello@
 * until SigNoz publishes separate addresses for them.
 */
export const contact = {
  /** Support for self-hosted Enterprise licences (the address the product gives for licence questions). */
  supportEmail: 'support@signoz.io',
  /** SigNoz Cloud support: billing, retention and workspace questions (the address the Cloud product shows). */
  cloudSupportEmail: 'cloud-support@signoz.io',
  /** Enterprise plans, demos, procurement. */
  salesEmail: 'hello@signoz.io',
  /** Privacy requests (access, correction, deletion). */
  privacyEmail: 'hello@signoz.io',
  /** Legal notices and contract questions. */
  legalEmail: 'hello@signoz.io',
  /** Technical writer program submissions. */
  writersEmail: 'hello@signoz.io',
  /** Customer stories: the published case studies ask for them at hello@ with "Case Study" as the subject. */
  storiesEmail: 'hello@signoz.io',
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
