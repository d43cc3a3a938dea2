import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import JsonLd from '@site/src/components/JsonLd';
import styles from './styles.module.css';

export interface FaqItem {
  question: string;
  /** Plain text, so the same words go into the FAQPage JSON-LD. */
  answer: string;
}

/** Builds the schema.org FAQPage object for a list of questions. */
export function faqPageJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Questions and answers as H3 + paragraph, optionally published as FAQPage JSON-LD. */
export default function Faq({
  items,
  structuredData = false,
}: {
  items: FaqItem[];
  structuredData?: boolean;
}): ReactNode {
  return (
    <div className={styles.faq}>
      {structuredData && <JsonLd data={faqPageJsonLd(items)} />}
      {items.map((item) => (
        <div key={item.question} className={styles.item}>
          <Heading as="h3" className={styles.question}>
            {item.question}
          </Heading>
          <p className={styles.answer}>{item.answer}</p>
        </div>
      ))}
    </div>
  );
}
