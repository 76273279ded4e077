/**
 * The only texts the sign-in page shows. A failed form post
 * redirects with a short code (`/api/login?error=wrong_credentials`) that maps
 * to one of these; an unknown code shows nothing, so a crafted link cannot put
 * its own words on our page.
 */
import {
  COMMON_PASSWORD_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  NAME_MESSAGES,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@hardwood/shared';

export const SIGN_IN_MESSAGES = {
  wrong_credentials: 'Incorrect e-mail or password',
  too_many_attempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  too_many_accounts: 'Too many accounts created. Please try again later.',
  // Neither confirms nor denies more than a sign-up form must: without e-mail verification a
  // successful sign-up signs you in, so an existing address cannot look like a success.
  account_unavailable: 'We could not create an account with these details. If an account already exists for this e-mail, sign in instead.',
  cross_site: 'That form was sent from another site, so nothing was done. Please use the form below.',
  email_invalid: EMAIL_INVALID_MESSAGE,
  email_too_long: EMAIL_TOO_LONG_MESSAGE,
  password_short: PASSWORD_TOO_SHORT_MESSAGE,
  password_common: COMMON_PASSWORD_MESSAGE,
  password_is_email: PASSWORD_IS_EMAIL_MESSAGE,
  password_blank: PASSWORD_BLANK_MESSAGE,
  first_name_required: NAME_MESSAGES.firstName.required,
  first_name_too_long: NAME_MESSAGES.firstName.tooLong,
  last_name_required: NAME_MESSAGES.lastName.required,
  last_name_too_long: NAME_MESSAGES.lastName.tooLong,
  invalid_details: 'Please check the details and try again.',
} as const;

export type SignInMessageCode = keyof typeof SIGN_IN_MESSAGES;

function isCode(value: string): value is SignInMessageCode {
  return Object.hasOwn(SIGN_IN_MESSAGES, value);
}

/** The text for a code from the query string; nothing for anything else. */
export function signInMessage(code: unknown): string | undefined {
  return typeof code === 'string' && isCode(code) ? SIGN_IN_MESSAGES[code] : undefined;
}

/** The code of a server message (e.g. a validation error); a generic one when it has none. */
export function codeForMessage(message: string): SignInMessageCode {
  const entry = Object.entries(SIGN_IN_MESSAGES).find(([, text]) => text === message);
  return entry && isCode(entry[0]) ? entry[0] : 'invalid_details';
}
