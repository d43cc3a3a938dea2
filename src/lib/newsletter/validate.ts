/**
 * Newsletter email check, as the spec words it: required, and shaped like
 * "some text, an @, more text". Deliberately loose — the provider does the real
 * validation; this only catches typos such as a missing @ before a request.
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function isValidNewsletterEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && EMAIL_SHAPE.test(trimmed);
}
