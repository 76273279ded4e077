/**
 * The server-rendered pages at GET /api/login (sign in or create an account)
 * and GET /api/logout (a button that signs out by POST). Everything shown comes
 * from the server: messages from sign-in-messages.ts, never query-string text.
 */
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hardwood/shared';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** One server-rendered page: the shared frame and base styles, with the page's own rules and body. */
function page(title: string, styles: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #e2e8f0; }
  main { width: min(100% - 2rem, 26rem); padding: 1.5rem 0; }
  h1 { font-size: 1.75rem; margin: 0 0 .25rem; color: #fb923c; }
${styles}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * A name typed into the sign-up form, to put back after a refusal: a name
 * too long comes back whole, so he sees what to shorten; past this bound
 * (pasted text, a crafted link) it is cut, keeping the address short.
 */
const NAME_ECHO_MAX_LENGTH = 4 * NAME_MAX_LENGTH;

export function typedName(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.slice(0, NAME_ECHO_MAX_LENGTH) : undefined;
}

export function renderLoginPage(options: {
  message?: string;
  mode?: 'login' | 'register';
  email?: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  const error = options.message ? `<p class="error" role="alert">${escapeHtml(options.message)}</p>` : '';
  const email = escapeHtml(options.email ?? '');
  const firstName = escapeHtml(options.firstName ?? '');
  const lastName = escapeHtml(options.lastName ?? '');
  const registerFirst = options.mode === 'register';
  return page(
    'Sign in · Hardwood',
    `
  .lead { margin: 0 0 1.25rem; color: #94a3b8; }
  section { background: #1e293b; border-radius: .75rem; padding: 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
  label { display: block; font-size: .875rem; margin: .5rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .7rem; border-radius: .5rem; border: 1px solid #475569; background: #0f172a; color: inherit; font-size: 1rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid #fb923c; outline-offset: 2px; }
  button { margin-top: 1rem; width: 100%; padding: .7rem; border: 0; border-radius: .5rem; background: #ea580c; color: white; font-weight: 600; font-size: 1rem; cursor: pointer; }
  button:hover { background: #c2410c; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .error { background: #7f1d1d; color: #fecaca; padding: .6rem .8rem; border-radius: .5rem; }
  .hint { color: #94a3b8; font-size: .8rem; margin: .25rem 0 0; }
  a { color: #fdba74; }
  .stack { display: flex; flex-direction: column; }
  .stack.register-first { flex-direction: column-reverse; }`,
    `  <h1>Hardwood</h1>
  <p class="lead">Sign in to manage your club, or create a free account.</p>
  ${error}
  <div class="stack${registerFirst ? ' register-first' : ''}">
  <section aria-labelledby="signin-title">
    <h2 id="signin-title">Sign in</h2>
    <form method="post" action="/api/login">
      <label for="login-email">E-mail</label>
      <input id="login-email" name="email" type="email" autocomplete="email" maxlength="${EMAIL_MAX_LENGTH}" required value="${registerFirst ? '' : email}">
      <label for="login-password">Password</label>
      <input id="login-password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign In</button>
    </form>
  </section>
  <section aria-labelledby="register-title">
    <h2 id="register-title">Create an account</h2>
    <form method="post" action="/api/register">
      <div class="row">
        <div><label for="reg-first">First name</label><input id="reg-first" name="firstName" autocomplete="given-name" required maxlength="${NAME_MAX_LENGTH}" value="${firstName}"></div>
        <div><label for="reg-last">Last name</label><input id="reg-last" name="lastName" autocomplete="family-name" required maxlength="${NAME_MAX_LENGTH}" value="${lastName}"></div>
      </div>
      <label for="reg-email">E-mail</label>
      <input id="reg-email" name="email" type="email" autocomplete="email" maxlength="${EMAIL_MAX_LENGTH}" required value="${registerFirst ? email : ''}">
      <label for="reg-password">Password</label>
      <input id="reg-password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
      <p class="hint">At least ${PASSWORD_MIN_LENGTH} characters, not a common password or your e-mail.</p>
      <button type="submit">Create Account</button>
    </form>
  </section>
  </div>
  <p><a href="/">Back to Hardwood</a></p>`,
  );
}

/** GET /api/logout: old links land here; only the button's same-origin POST signs out. */
export function renderSignOutPage(): string {
  return page(
    'Sign out · Hardwood',
    `  button { padding: .7rem 1.5rem; border: 0; border-radius: .5rem; background: #ea580c; color: white; font-weight: 600; font-size: 1rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 2px solid #fb923c; outline-offset: 2px; }
  a { color: #fdba74; }`,
    `  <h1>Sign out of Hardwood?</h1>
  <form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>
  <p><a href="/">Back to Hardwood</a></p>`,
  );
}
