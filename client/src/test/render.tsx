/** Renders a component with a fresh query client over a fake API (answers by method and URL). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster } from '../components/Toaster';
import { createQueryClient } from '../lib/query';

export type FakeRoute = unknown | ((body: unknown) => { status: number; body: unknown } | unknown);

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (route === undefined) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const answer: unknown = await (typeof route === 'function' ? (route as (b: unknown) => unknown)(body) : route);
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) {
      const a = answer as { status: number; body: unknown };
      return new Response(JSON.stringify(a.body), { status: a.status });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <LazyMotion features={domAnimation}>
        {ui}
        <Toaster />
      </LazyMotion>
    </QueryClientProvider>,
  );
}
