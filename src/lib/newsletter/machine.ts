/**
 * The newsletter sign-up as a pure state machine (site-spec §4, §5, §7, §8, §9).
 *
 *   INIT --SUBMIT--> SUBMITTING --SUCCEEDED--> SUCCESS
 *                             \--FAILED-----> ERROR --BACK--> INIT (email cleared)
 *
 * `transition` is pure. `submitNewsletter` performs the side effects (rate
 * limit, request) with injected fetch, storage and clock, and returns the event
 * that ends the SUBMITTING state. The React component only wires the two.
 */
import { INVALID_EMAIL_MESSAGE, isValidNewsletterEmail } from './validate';
import {
  clearSubmission,
  isRateLimited,
  recordSubmission,
  RATE_LIMIT_MESSAGE,
  type Clock,
  type KeyValueStorage,
} from './rateLimit';

export type NewsletterStatus = 'INIT' | 'SUBMITTING' | 'SUCCESS' | 'ERROR';

export interface NewsletterState {
  status: NewsletterStatus;
  email: string;
  /** Error text in ERROR; null otherwise. */
  error: string | null;
  /** True when the error is about the email itself (the field is marked invalid). */
  invalidEmail: boolean;
}

export type NewsletterEvent =
  | { type: 'CHANGE'; email: string }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; message: string; invalidEmail?: boolean }
  | { type: 'BACK' };

export const SUCCESS_MESSAGE = "Thanks! We'll be in touch!";
export const DEFAULT_ERROR_MESSAGE = 'Oops! Something went wrong, please try again';
export const NOT_CONFIGURED_MESSAGE =
  'Newsletter sign-ups are not configured on this build of the site, so no email can be sent from here.';
export const SUBSCRIBE_LABEL = 'Subscribe';
export const SUBMITTING_LABEL = 'Please wait...';

export const initialNewsletterState: NewsletterState = {
  status: 'INIT',
  email: '',
  error: null,
  invalidEmail: false,
};

export function transition(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'CHANGE':
      return state.status === 'INIT' ? { ...state, email: event.email } : state;
    case 'SUBMIT':
      // A submit is ignored unless the form is idle.
      return state.status === 'INIT' ? { ...state, status: 'SUBMITTING', error: null, invalidEmail: false } : state;
    case 'SUCCEEDED':
      return state.status === 'SUBMITTING' ? { ...state, status: 'SUCCESS', error: null } : state;
    case 'FAILED':
      return state.status === 'SUBMITTING'
        ? { ...state, status: 'ERROR', error: event.message, invalidEmail: event.invalidEmail === true }
        : state;
    case 'BACK':
      return state.status === 'ERROR' ? { ...initialNewsletterState } : state;
    default:
      return state;
  }
}

export interface NewsletterConfig {
  /** Provider base URL, e.g. https://newsletter.example.com (no trailing slash needed). */
  provider: string;
  formId: string;
}

export interface NewsletterDeps {
  config: NewsletterConfig | null;
  fetch: typeof fetch;
  storage: KeyValueStorage;
  now: Clock;
}

/** Reads the provider settings from Docusaurus customFields; null when either is missing. */
export function newsletterConfigFrom(customFields: Record<string, unknown> | undefined): NewsletterConfig | null {
  const provider = customFields?.newsletterProvider;
  const formId = customFields?.newsletterFormId;
  if (typeof provider !== 'string' || typeof formId !== 'string') return null;
  if (provider.trim() === '' || formId.trim() === '') return null;
  return { provider: provider.trim(), formId: formId.trim() };
}

export function newsletterUrl(config: NewsletterConfig): string {
  const base = config.provider.replace(/\/+$/, '');
  return `${base}/api/newsletter-form/${encodeURIComponent(config.formId)}`;
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return null;
}

/**
 * Runs one submission and returns the event that leaves SUBMITTING.
 * Order matters and follows the spec: validate, rate limit, request.
 */
export async function submitNewsletter(email: string, deps: NewsletterDeps): Promise<NewsletterEvent> {
  if (!isValidNewsletterEmail(email)) {
    return { type: 'FAILED', message: INVALID_EMAIL_MESSAGE, invalidEmail: true };
  }
  if (!deps.config) {
    return { type: 'FAILED', message: NOT_CONFIGURED_MESSAGE };
  }
  if (isRateLimited(deps.storage, deps.now)) {
    return { type: 'FAILED', message: RATE_LIMIT_MESSAGE };
  }
  recordSubmission(deps.storage, deps.now);
  try {
    const body = new URLSearchParams({ userGroup: '', email: email.trim() });
    const response = await deps.fetch(newsletterUrl(deps.config), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (response.ok) return { type: 'SUCCEEDED' };
    clearSubmission(deps.storage);
    const message = (await readMessage(response)) ?? response.statusText;
    return { type: 'FAILED', message: message || DEFAULT_ERROR_MESSAGE };
  } catch (error) {
    if (error instanceof Error) {
      if (error.message === 'Failed to fetch') return { type: 'FAILED', message: RATE_LIMIT_MESSAGE };
      if (error.message) return { type: 'FAILED', message: error.message };
    }
    return { type: 'FAILED', message: DEFAULT_ERROR_MESSAGE };
  }
}
