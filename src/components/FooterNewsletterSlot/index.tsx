import type { ReactNode } from 'react';
import NewsletterSignup from '@site/src/components/NewsletterSignup';

/** The footer's newsletter slot (rendered by src/theme/Footer/Layout). */
export default function FooterNewsletterSlot(): ReactNode {
  return <NewsletterSignup />;
}
