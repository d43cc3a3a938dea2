import React, { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  initialNewsletterState,
  newsletterConfigFrom,
  NOT_CONFIGURED_MESSAGE,
  submitNewsletter,
  SUBMITTING_LABEL,
  SUBSCRIBE_LABEL,
  SUCCESS_MESSAGE,
  transition,
} from '@site/src/lib/newsletter/machine';
import { memoryStorage, type KeyValueStorage } from '@site/src/lib/newsletter/rateLimit';
import styles from './styles.module.css';

function browserStorage(): KeyValueStorage {
  try {
    // Accessing localStorage throws in some privacy modes.
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** Newsletter sign-up shown in the footer of every page. Logic lives in src/lib/newsletter. */
export default function NewsletterSignup(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const config = newsletterConfigFrom(siteConfig.customFields);
  const [state, dispatch] = useReducer(transition, initialNewsletterState);
  const ids = useId();
  const titleId = `${ids}-title`;
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(state.status);

  // Keep focus where the reader can act next: on Back after an error, on the field after Back.
  useEffect(() => {
    if (previous.current === state.status) return;
    if (state.status === 'ERROR') backRef.current?.focus();
    if (state.status === 'INIT' && previous.current === 'ERROR') inputRef.current?.focus();
    previous.current = state.status;
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== 'INIT') return;
    dispatch({ type: 'SUBMIT' });
    const outcome = await submitNewsletter(state.email, {
      config,
      fetch: window.fetch.bind(window),
      storage: browserStorage(),
      now: Date.now,
    });
    dispatch(outcome);
  }

  const submitting = state.status === 'SUBMITTING';

  return (
    <div className={styles.newsletter}>
      <p id={titleId} className={styles.title}>
        Subscribe to our newsletter
      </p>
      <p className={styles.blurb}>Product updates, OpenTelemetry guides and community news, about once a month.</p>
      {config === null ? (
        <p className={styles.notice} role="note">
          {NOT_CONFIGURED_MESSAGE}
        </p>
      ) : state.status === 'SUCCESS' ? null : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              className={clsx(styles.input, state.invalidEmail && styles.inputInvalid)}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              value={state.email}
              readOnly={state.status !== 'INIT'}
              aria-invalid={state.invalidEmail || undefined}
              aria-describedby={state.error ? messageId : undefined}
              onChange={(e) => dispatch({ type: 'CHANGE', email: e.target.value })}
            />
            {state.status === 'ERROR' ? (
              // Distinct keys: reusing one <button> would flip its type to "submit"
              // mid-click and submit the form the reader just reset.
              <button
                key="back"
                ref={backRef}
                type="button"
                className={clsx('button button--secondary', styles.button)}
                onClick={() => dispatch({ type: 'BACK' })}
              >
                Back
              </button>
            ) : (
              <button
                key="subscribe"
                type="submit"
                className={clsx('button button--primary', styles.button)}
                aria-disabled={submitting || undefined}
              >
                {submitting ? SUBMITTING_LABEL : SUBSCRIBE_LABEL}
              </button>
            )}
          </div>
        </form>
      )}
      {/* One live region, always in the DOM, so every outcome is announced. */}
      <p
        id={messageId}
        className={state.status === 'SUCCESS' ? styles.success : styles.error}
        aria-live="polite"
        aria-atomic="true"
      >
        {state.status === 'SUCCESS' ? SUCCESS_MESSAGE : state.status === 'ERROR' ? state.error : ''}
      </p>
    </div>
  );
}
