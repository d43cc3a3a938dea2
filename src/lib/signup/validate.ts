/**
 * Client-side checks for the SigNoz Cloud sign-up form on /teams/.
 * Pure: returns a message per invalid field; an empty object means valid.
 */
export type Region = 'us' | 'eu' | 'in';

export const REGIONS: { value: Region; label: string }[] = [
  { value: 'us', label: 'United States (US)' },
  { value: 'eu', label: 'European Union (EU)' },
  { value: 'in', label: 'India (IN)' },
];

export interface SignupInput {
  fullName: string;
  email: string;
  company: string;
  region: string;
}

export type SignupField = keyof SignupInput;
export type SignupErrors = Partial<Record<SignupField, string>>;

/** Personal mailbox providers: a cloud account belongs to a work domain. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.co.uk',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'yandex.com',
  'mail.com',
  'zoho.com',
] as const;

export const SIGNUP_MESSAGES = {
  fullNameRequired: 'Enter your full name.',
  fullNameTooLong: 'Use at most 100 characters for your name.',
  emailRequired: 'Enter your work email address.',
  emailInvalid: 'Enter an email address in the form name@company.com.',
  emailFreeMail: (domain: string) =>
    `Use your work email: ${domain} is a personal mailbox, and a SigNoz Cloud account is tied to your company's domain so teammates can join it.`,
  companyRequired: 'Enter the name of your company or team.',
  companyTooLong: 'Use at most 100 characters for the company name.',
  regionRequired: 'Choose the region where your data will be stored.',
} as const;

// One @, no spaces, a dot in the domain with a 2+ letter top-level part.
const EMAIL = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]{2,}$/;

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export function isFreeMailDomain(domain: string): boolean {
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());
}

export function isRegion(value: string): value is Region {
  return REGIONS.some((r) => r.value === value);
}

export function validateSignup(input: SignupInput): SignupErrors {
  const errors: SignupErrors = {};
  const fullName = input.fullName.trim();
  if (!fullName) errors.fullName = SIGNUP_MESSAGES.fullNameRequired;
  else if (fullName.length > 100) errors.fullName = SIGNUP_MESSAGES.fullNameTooLong;

  const email = input.email.trim();
  if (!email) errors.email = SIGNUP_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = SIGNUP_MESSAGES.emailInvalid;
  else if (isFreeMailDomain(emailDomain(email))) errors.email = SIGNUP_MESSAGES.emailFreeMail(emailDomain(email));

  const company = input.company.trim();
  if (!company) errors.company = SIGNUP_MESSAGES.companyRequired;
  else if (company.length > 100) errors.company = SIGNUP_MESSAGES.companyTooLong;

  if (!isRegion(input.region)) errors.region = SIGNUP_MESSAGES.regionRequired;
  return errors;
}

/** The JSON body sent to the sign-up endpoint. */
export function signupPayload(input: SignupInput): {
  fullName: string;
  email: string;
  company: string;
  region: string;
} {
  return {
    fullName: input.fullName.trim(),
    email: input.email.trim().toLowerCase(),
    company: input.company.trim(),
    region: input.region,
  };
}

export const SIGNUP_NOT_CONFIGURED =
  'Cloud sign-up is not configured on this build of the site, so this form cannot create an account. Reach us through the support page and we will set up your trial.';
export const SIGNUP_DEFAULT_ERROR = 'We could not create your account. Your details are still here: please try again.';
export const SIGNUP_NETWORK_ERROR =
  'We could not reach the sign-up service. Check your connection and try again; your details are still here.';

/** Sends the sign-up. Returns null on success, or the message to show. */
export async function submitSignup(
  endpoint: string,
  input: SignupInput,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(signupPayload(input)),
    });
  } catch {
    return SIGNUP_NETWORK_ERROR;
  }
  if (response.ok) return null;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      const message = (body as { message: string }).message.trim();
      if (message) return message;
    }
  } catch {
    // Not JSON.
  }
  return response.statusText
    ? `${SIGNUP_DEFAULT_ERROR} (${response.status} ${response.statusText})`
    : SIGNUP_DEFAULT_ERROR;
}
