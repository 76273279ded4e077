/**
 * Calls to the API: credentials always included; any non-OK
 * answer throws an error reading "status: body", where the body
 * is the server's `{message}` text, or the status text when it is empty.
 * What a player reads is the server's text alone (`serverMessage`): "400: "
 * means nothing to him.
 */
export class ApiError extends Error {
  readonly serverMessage: string;
  constructor(
    readonly status: number,
    serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text();
  if (!text) return res.statusText;
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the body text as it is.
  }
  return text;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await errorText(res));
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The message a toast shows for a failed call: the server's own words for a refusal, else the error's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
