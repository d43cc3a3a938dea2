import type { ReactNode } from 'react';

/**
 * The footer's newsletter slot. The sign-up form (src/components/NewsletterSignup,
 * built with the marketing pages) is mounted here; until it is, the slot renders
 * nothing rather than a form that does not work.
 */
export default function FooterNewsletterSlot(): ReactNode {
  return null;
}
