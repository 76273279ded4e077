/**
 * Passwords too common to accept (password spraying tries exactly
 * these first). Only those that already pass the length minimum are listed;
 * compared case-insensitively. Shared so any client form shows the same refusal.
 */
const COMMON_PASSWORD_LIST = [
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
  'qwertyui',
  'qwerty123',
  'qwerty12',
  'qwertyuiop',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'aa123456',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'welcome1',
  'welcome123',
  'whatever',
  'trustno1',
  'letmein1',
  'letmein123',
  'dragon123',
  'monkey123',
  'master123',
  'shadow123',
  'michael1',
  'jennifer',
  'jordan23',
  'charlie1',
  'computer',
  'internet',
  'changeme',
  'changeme1',
  'admin123',
  'administrator',
  'secret123',
  'mypassword',
  'hardwood',
  'hardwood1',
] as const;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one';
export const PASSWORD_IS_EMAIL_MESSAGE = 'Password must not be your e-mail address';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** True when the password is the e-mail or its part before the @ (case-insensitive). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  return candidate === address || candidate === local;
}
