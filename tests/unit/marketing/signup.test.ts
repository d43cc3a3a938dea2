import { describe, expect, it, vi } from 'vitest';
import {
  emailDomain,
  SIGNUP_DEFAULT_ERROR,
  SIGNUP_MESSAGES,
  SIGNUP_NETWORK_ERROR,
  signupPayload,
  submitSignup,
  validateSignup,
  type SignupInput,
} from '../../../src/lib/signup/validate';

const valid: SignupInput = { fullName: 'Asha Rao', email: 'asha@acme.io', company: 'Acme', region: 'eu' };

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateSignup({ fullName: ' ', email: '', company: '', region: '' })).toEqual({
      fullName: SIGNUP_MESSAGES.fullNameRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      company: SIGNUP_MESSAGES.companyRequired,
      region: SIGNUP_MESSAGES.regionRequired,
    });
  });

  it.each(['asha', 'asha@', 'asha@acme', 'as ha@acme.io', '@acme.io', 'asha@acme.c'])(
    'rejects malformed email %j',
    (email) => {
      expect(validateSignup({ ...valid, email }).email).toBe(SIGNUP_MESSAGES.emailInvalid);
    },
  );

  it.each(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'GMail.com'])(
    'refuses free-mail domain %s',
    (domain) => {
      const errors = validateSignup({ ...valid, email: `asha@${domain}` });
      expect(errors.email).toBe(SIGNUP_MESSAGES.emailFreeMail(domain.toLowerCase()));
      expect(errors.email).toContain('personal mailbox');
    },
  );

  it('accepts work domains that merely contain a free-mail name', () => {
    expect(validateSignup({ ...valid, email: 'a@notgmail.com' })).toEqual({});
  });

  it('rejects unknown regions and accepts us, eu, in', () => {
    expect(validateSignup({ ...valid, region: 'apac' }).region).toBe(SIGNUP_MESSAGES.regionRequired);
    for (const region of ['us', 'eu', 'in']) expect(validateSignup({ ...valid, region })).toEqual({});
  });

  it('limits lengths', () => {
    const long = 'x'.repeat(101);
    expect(validateSignup({ ...valid, fullName: long, company: long })).toEqual({
      fullName: SIGNUP_MESSAGES.fullNameTooLong,
      company: SIGNUP_MESSAGES.companyTooLong,
    });
  });
});

describe('payload and submit', () => {
  it('trims and lower-cases', () => {
    expect(signupPayload({ fullName: ' Asha ', email: ' Asha@Acme.IO ', company: ' Acme ', region: 'in' })).toEqual({
      fullName: 'Asha',
      email: 'asha@acme.io',
      company: 'Acme',
      region: 'in',
    });
    expect(emailDomain('x@Acme.IO')).toBe('acme.io');
  });

  it('posts JSON and returns null on success', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 201 }));
    expect(await submitSignup('https://s.test/api', valid, fetchImpl as unknown as typeof fetch)).toBeNull();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://s.test/api');
    expect(JSON.parse(String(init.body))).toEqual(valid);
  });

  it('returns the server message, the status, or a network message', async () => {
    const withMessage = async () => new Response(JSON.stringify({ message: 'Account exists' }), { status: 409 });
    expect(await submitSignup('u', valid, withMessage as typeof fetch)).toBe('Account exists');
    const bare = async () => new Response('oops', { status: 500, statusText: 'Internal Server Error' });
    expect(await submitSignup('u', valid, bare as typeof fetch)).toBe(
      `${SIGNUP_DEFAULT_ERROR} (500 Internal Server Error)`,
    );
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await submitSignup('u', valid, down as typeof fetch)).toBe(SIGNUP_NETWORK_ERROR);
  });
});
