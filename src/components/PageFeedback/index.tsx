import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createStorageSlot } from '@docusaurus/theme-common';
import {
  feedbackIssueUrl,
  readAnswers,
  sendFeedbackEvent,
  withAnswer,
  type Answer,
  type FeedbackAnalytics,
} from '@site/src/lib/pageFeedback';
import styles from './styles.module.css';

const slot = createStorageSlot('page-feedback');

interface Props {
  title: string;
  permalink: string;
}

/**
 * "Was this page helpful?" at the end of a docs page. Yes thanks the reader; No also offers a short
 * optional text and a prefilled GitHub issue. The answer is kept per page in local storage (a later
 * visit shows the thanks), and goes to analytics only when the build configured a service.
 */
export default function PageFeedback({ title, permalink }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [earlier, setEarlier] = useState(false);
  const [text, setText] = useState('');
  // After a click the buttons are gone: keyboard focus moves to what replaced them.
  const moveFocus = useRef(false);
  const focusWhenShown = (element: HTMLElement | null) => {
    if (element && moveFocus.current) {
      moveFocus.current = false;
      element.focus();
    }
  };

  useEffect(() => {
    const stored = readAnswers(slot.get())[permalink];
    setAnswer(stored ?? null);
    setEarlier(Boolean(stored));
  }, [permalink]);

  const choose = (value: Answer) => {
    moveFocus.current = true;
    setAnswer(value);
    slot.set(withAnswer(slot.get(), permalink, value));
    sendFeedbackEvent(siteConfig.customFields?.feedbackAnalytics as FeedbackAnalytics, permalink, value, window);
  };

  const repo = String(siteConfig.customFields?.websiteRepo);
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback">
      {!answer && (
        <>
          <p className={styles.line} id="page-feedback">
            Was this page helpful?
          </p>
          <button type="button" className={styles.button} onClick={() => choose('yes')}>
            Yes
          </button>
          <button type="button" className={styles.button} onClick={() => choose('no')}>
            No
          </button>
        </>
      )}
      {answer && (earlier || answer === 'yes') && (
        <p className={styles.line} id="page-feedback" tabIndex={-1} ref={focusWhenShown}>
          Thanks for your feedback.
        </p>
      )}
      {answer === 'no' && !earlier && (
        <div className={styles.more}>
          <label id="page-feedback" htmlFor="page-feedback-text">
            Thanks. What was missing or wrong? (optional, it goes into the issue)
          </label>
          <textarea
            id="page-feedback-text"
            className={styles.text}
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            ref={focusWhenShown}
          />
          <Link
            className={styles.button}
            to={feedbackIssueUrl(repo, { title, url: `${siteConfig.url}${permalink}` }, text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open an issue
          </Link>
        </div>
      )}
    </section>
  );
}
