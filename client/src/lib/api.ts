/**
 * Calls to the API: credentials always included; any non-OK
 * answer throws an error reading "status: body", where the body
 * is the server's `{message}` text, or the status text when it is empty.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
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
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${await errorText(res)}`);
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

/** The message a toast shows for a failed call, without the status prefix when a fallback reads better. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
