import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  initialNewsletterState,
  newsletterConfigFrom,
  newsletterUrl,
  NOT_CONFIGURED_MESSAGE,
  submitNewsletter,
  transition,
  type NewsletterDeps,
  type NewsletterState,
} from '../../../src/lib/newsletter/machine';
import { INVALID_EMAIL_MESSAGE, isValidNewsletterEmail } from '../../../src/lib/newsletter/validate';
import {
  isRateLimited,
  memoryStorage,
  RATE_LIMIT_KEY,
  RATE_LIMIT_MESSAGE,
  RATE_LIMIT_MS,
} from '../../../src/lib/newsletter/rateLimit';

const state = (patch: Partial<NewsletterState>): NewsletterState => ({ ...initialNewsletterState, ...patch });

describe('newsletter transitions', () => {
  it('CHANGE updates the email only in INIT', () => {
    expect(transition(initialNewsletterState, { type: 'CHANGE', email: 'a@b' }).email).toBe('a@b');
    for (const status of ['SUBMITTING', 'SUCCESS', 'ERROR'] as const) {
      const s = state({ status, email: 'x@y' });
      expect(transition(s, { type: 'CHANGE', email: 'other' })).toBe(s);
    }
  });

  it('SUBMIT moves INIT to SUBMITTING and is ignored in every other state', () => {
    const next = transition(state({ email: 'a@b' }), { type: 'SUBMIT' });
    expect(next.status).toBe('SUBMITTING');
    expect(next.email).toBe('a@b');
    for (const status of ['SUBMITTING', 'SUCCESS', 'ERROR'] as const) {
      const s = state({ status });
      expect(transition(s, { type: 'SUBMIT' })).toBe(s);
    }
  });

  it('SUCCEEDED moves SUBMITTING to SUCCESS only', () => {
    expect(transition(state({ status: 'SUBMITTING' }), { type: 'SUCCEEDED' }).status).toBe('SUCCESS');
    const init = state({});
    expect(transition(init, { type: 'SUCCEEDED' })).toBe(init);
  });

  it('FAILED moves SUBMITTING to ERROR with the message', () => {
    const next = transition(state({ status: 'SUBMITTING', email: 'bad' }), {
      type: 'FAILED',
      message: INVALID_EMAIL_MESSAGE,
      invalidEmail: true,
    });
    expect(next).toMatchObject({ status: 'ERROR', error: INVALID_EMAIL_MESSAGE, invalidEmail: true, email: 'bad' });
    const success = state({ status: 'SUCCESS' });
    expect(transition(success, { type: 'FAILED', message: 'x' })).toBe(success);
  });

  it('BACK in ERROR returns to INIT and clears the email; elsewhere it does nothing', () => {
    const next = transition(state({ status: 'ERROR', email: 'a@b', error: 'boom' }), { type: 'BACK' });
    expect(next).toEqual(initialNewsletterState);
    const submitting = state({ status: 'SUBMITTING', email: 'a@b' });
    expect(transition(submitting, { type: 'BACK' })).toBe(submitting);
  });
});

describe('newsletter email validation', () => {
  it.each(['a@b', 'jane@example.com', '  jane@example.com  '])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });
  it.each(['', '   ', 'jane', '@example.com', 'jane@', 'ja ne@example.com', 'a@b@c'])('rejects %j', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(false);
  });
});

describe('rate limit', () => {
  it('blocks within 60000 ms and not after', () => {
    const storage = memoryStorage();
    storage.setItem(RATE_LIMIT_KEY, '1000');
    expect(isRateLimited(storage, () => 1000 + RATE_LIMIT_MS - 1)).toBe(true);
    expect(isRateLimited(storage, () => 1000 + RATE_LIMIT_MS)).toBe(false);
  });
  it('ignores garbage and future timestamps', () => {
    const storage = memoryStorage();
    storage.setItem(RATE_LIMIT_KEY, 'nonsense');
    expect(isRateLimited(storage, () => 5)).toBe(false);
    storage.setItem(RATE_LIMIT_KEY, '10000');
    expect(isRateLimited(storage, () => 5)).toBe(false);
  });
});

describe('configuration', () => {
  it('needs both provider and form id', () => {
    expect(newsletterConfigFrom({ newsletterProvider: 'https://n.test', newsletterFormId: 'f' })).toEqual({
      provider: 'https://n.test',
      formId: 'f',
    });
    expect(newsletterConfigFrom({ newsletterProvider: 'https://n.test', newsletterFormId: null })).toBeNull();
    expect(newsletterConfigFrom({ newsletterProvider: ' ', newsletterFormId: 'f' })).toBeNull();
    expect(newsletterConfigFrom(undefined)).toBeNull();
  });
  it('builds the provider URL', () => {
    expect(newsletterUrl({ provider: 'https://n.test/', formId: 'abc' })).toBe(
      'https://n.test/api/newsletter-form/abc',
    );
  });
});

describe('submitNewsletter', () => {
  const config = { provider: 'https://n.test', formId: 'form-1' };
  function deps(
    fetchImpl: typeof fetch,
    now = 100_000,
  ): NewsletterDeps & { storage: ReturnType<typeof memoryStorage> } {
    return { config, fetch: fetchImpl, storage: memoryStorage(), now: () => now };
  }
  const json = (status: number, body: unknown, statusText = '') =>
    new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

  it('rejects an invalid email without a request', async () => {
    const fetchImpl = vi.fn();
    const d = deps(fetchImpl as unknown as typeof fetch);
    expect(await submitNewsletter('nope', d)).toEqual({
      type: 'FAILED',
      message: INVALID_EMAIL_MESSAGE,
      invalidEmail: true,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(d.storage.getItem(RATE_LIMIT_KEY)).toBeNull();
  });

  it('says so when not configured, without a request', async () => {
    const fetchImpl = vi.fn();
    const d = { ...deps(fetchImpl as unknown as typeof fetch), config: null };
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: NOT_CONFIGURED_MESSAGE });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts the form-encoded body and succeeds, recording the timestamp', async () => {
    const fetchImpl = vi.fn(async () => json(200, { ok: true }));
    const d = deps(fetchImpl as unknown as typeof fetch);
    expect(await submitNewsletter(' jane@example.com ', d)).toEqual({ type: 'SUCCEEDED' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://n.test/api/newsletter-form/form-1');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('userGroup=&email=jane%40example.com');
    expect(d.storage.getItem(RATE_LIMIT_KEY)).toBe('100000');
  });

  it('blocks a second sign-up within 60 s', async () => {
    const fetchImpl = vi.fn(async () => json(200, {}));
    const d = deps(fetchImpl as unknown as typeof fetch);
    d.storage.setItem(RATE_LIMIT_KEY, String(100_000 - 59_999));
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: RATE_LIMIT_MESSAGE });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows the JSON message of a non-ok answer and clears the timestamp', async () => {
    const d = deps((async () => json(400, { message: 'Email already subscribed' }, 'Bad Request')) as typeof fetch);
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: 'Email already subscribed' });
    expect(d.storage.getItem(RATE_LIMIT_KEY)).toBeNull();
  });

  it('falls back to the status text when a non-ok answer has no message', async () => {
    const d = deps(
      (async () => new Response('<html>', { status: 503, statusText: 'Service Unavailable' })) as typeof fetch,
    );
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: 'Service Unavailable' });
    expect(d.storage.getItem(RATE_LIMIT_KEY)).toBeNull();
  });

  it('uses the default message when neither message nor status text exists', async () => {
    const d = deps((async () => json(500, {}, '')) as typeof fetch);
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: DEFAULT_ERROR_MESSAGE });
  });

  it('maps a network failure to the rate-limit message', async () => {
    const d = deps((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(await submitNewsletter('a@b.c', d)).toEqual({ type: 'FAILED', message: RATE_LIMIT_MESSAGE });
  });

  it('shows the message of any other thrown error, or the default', async () => {
    const boom = deps((async () => {
      throw new Error('Request blocked by policy');
    }) as typeof fetch);
    expect(await submitNewsletter('a@b.c', boom)).toEqual({ type: 'FAILED', message: 'Request blocked by policy' });
    const odd = deps((async () => {
      throw 'not an error';
    }) as typeof fetch);
    expect(await submitNewsletter('a@b.c', odd)).toEqual({ type: 'FAILED', message: DEFAULT_ERROR_MESSAGE });
  });
});
