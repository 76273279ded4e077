/**
 * Developer accounts are decided on the server from DEVELOPER_EMAILS
 * (comma-separated). Outside production the default names two local accounts
 * for play on a dev machine; production has none unless DEVELOPER_EMAILS names
 * them, so nobody can register a well-known address and get simulate mode.
 */
import { isProduction } from './config.js';

export const DEFAULT_DEVELOPER_EMAILS = 'dev@hardwood.local,coach@hardwood.local';

export function developerEmails(env: Readonly<Record<string, string | undefined>> = process.env): Set<string> {
  const raw = env.DEVELOPER_EMAILS ?? (isProduction(env) ? '' : DEFAULT_DEVELOPER_EMAILS);
  return new Set(
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The list of an app given its own settings (createApp's env); otherwise the process environment is read on each call. */
let appDevelopers: Set<string> | null = null;

export function configureDevelopers(env: Readonly<Record<string, string | undefined>>): void {
  appDevelopers = developerEmails(env);
}

export function isDeveloperEmail(email: string): boolean {
  return (appDevelopers ?? developerEmails()).has(email.toLowerCase());
}
