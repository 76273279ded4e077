/**
 * Developer accounts are decided on the server from DEVELOPER_EMAILS
 * (comma-separated). The default names two local accounts for play on a dev machine.
 */
export const DEFAULT_DEVELOPER_EMAILS = 'dev@hardwood.local,coach@hardwood.local';

export function developerEmails(): Set<string> {
  const raw = process.env.DEVELOPER_EMAILS ?? DEFAULT_DEVELOPER_EMAILS;
  return new Set(
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isDeveloperEmail(email: string): boolean {
  return developerEmails().has(email.toLowerCase());
}
