/**
 * The announcement bar. Change `id` whenever the content changes: a new id
 * shows the bar again to readers who dismissed the previous one.
 */
export interface Announcement {
  id: string;
  /** HTML, rendered as-is by the theme: keep it to text and links. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const announcement: Announcement = {
  id: 'foundry-install-2026-11',
  content:
    'Self-hosted SigNoz on Docker now installs with Foundry. <a href="/docs/install/migrate-compose-to-foundry/">Move an existing Compose install</a>',
  backgroundColor: '#1f2a44',
  textColor: '#f5f7fb',
  isCloseable: true,
};
