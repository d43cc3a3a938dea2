import React, { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  REGIONS,
  SIGNUP_NOT_CONFIGURED,
  submitSignup,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupInput,
} from '@site/src/lib/signup/validate';
import styles from './styles.module.css';

const FIELDS: { name: Exclude<SignupField, 'region'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Work email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
];

/** SigNoz Cloud sign-up. Validation and the request live in src/lib/signup/validate.ts. */
export default function SignupForm(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const endpoint =
    typeof siteConfig.customFields?.signupEndpoint === 'string' ? siteConfig.customFields.signupEndpoint : null;
  const history = useHistory();
  const id = useId();
  const [values, setValues] = useState<SignupInput>({ fullName: '', email: '', company: '', region: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldId = (name: SignupField) => `${id}-${name}`;
  const describedBy = (name: SignupField, hint?: boolean) =>
    [hint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !endpoint) return;
    const found = validateSignup(values);
    setErrors(found);
    setFormError(null);
    const first = (Object.keys(found) as SignupField[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setSubmitting(true);
    const failure = await submitSignup(endpoint, values, window.fetch.bind(window));
    if (failure === null) {
      history.push('/verify-email/', { email: values.email.trim() });
      return;
    }
    // Keep everything typed; say what went wrong.
    setSubmitting(false);
    setFormError(failure);
  }

  if (!endpoint) {
    return (
      <div className={styles.panel} role="note">
        <p className={styles.formTitle}>Create your SigNoz Cloud account</p>
        <p>{SIGNUP_NOT_CONFIGURED}</p>
        <Link className="button button--primary" to="/support/">
          Go to the support page
        </Link>
      </div>
    );
  }

  return (
    <form ref={formRef} className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.formTitle}>
        Create your SigNoz Cloud account
      </p>
      <p className={styles.required}>All fields are required.</p>
      {FIELDS.map((field) => (
        <div key={field.name} className={styles.field}>
          <label htmlFor={fieldId(field.name)} className={styles.label}>
            {field.label}
          </label>
          <input
            id={fieldId(field.name)}
            className={styles.input}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            disabled={submitting}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name, field.name === 'email')}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
          />
          {field.name === 'email' && (
            <p id={`${fieldId('email')}-hint`} className={styles.hint}>
              Use your company address; personal mailboxes such as Gmail are not accepted.
            </p>
          )}
          {errors[field.name] && (
            <p id={`${fieldId(field.name)}-error`} className={styles.error}>
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <fieldset
        id={fieldId('region')}
        tabIndex={-1}
        className={styles.fieldset}
        aria-describedby={describedBy('region', true)}
        disabled={submitting}
      >
        <legend className={styles.label}>Data region</legend>
        <p id={`${fieldId('region')}-hint`} className={styles.hint}>
          Your telemetry is stored in this region.
        </p>
        <div className={styles.regions}>
          {REGIONS.map((region) => (
            <label key={region.value} className={styles.region}>
              <input
                type="radio"
                name="region"
                value={region.value}
                checked={values.region === region.value}
                onChange={() => setValues((v) => ({ ...v, region: region.value }))}
              />
              {region.label}
            </label>
          ))}
        </div>
        {errors.region && (
          <p id={`${fieldId('region')}-error`} className={styles.error}>
            {errors.region}
          </p>
        )}
      </fieldset>
      <div role="alert" className={clsx(formError && styles.formError)}>
        {formError}
      </div>
      <button
        type="submit"
        className={clsx('button button--primary button--lg button--block')}
        aria-disabled={submitting || undefined}
      >
        {submitting ? 'Creating your account...' : 'Create account'}
      </button>
      <p className={styles.status} role="status">
        {submitting ? 'Sending your details to SigNoz Cloud...' : ''}
      </p>
      <p className={styles.legal}>
        By creating an account you agree to the <Link to="/terms-of-service/">terms of service</Link> and the{' '}
        <Link to="/privacy/">privacy policy</Link>.
      </p>
    </form>
  );
}
