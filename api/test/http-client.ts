/** A tiny HTTP client with a cookie jar, for driving the API like a browser does, and calling it through the route table. */
import { routeUrl, type PathParams, type RouteDef, type RouteRequest, type RouteResponse } from '@hardwood/shared';

type Query = Record<string, string | number | undefined>;

export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** Continues another client's session (same cookies), e.g. after a server restart. */
  adoptCookiesFrom(other: HttpClient): void {
    this.cookies = new Map(other.cookies);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, body?: unknown, init: { form?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      if (init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  async json<T>(method: string, path: string, body?: unknown, expectStatus = 200): Promise<T> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    if (res.status !== expectStatus) throw new Error(`${method} ${path}: expected ${expectStatus}, got ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  get<T>(path: string, expectStatus = 200): Promise<T> {
    return this.json<T>('GET', path, undefined, expectStatus);
  }

  /** Sends a declared route's request (a GET's input goes in the query); answers the raw response, for error cases. */
  send<R extends RouteDef>(def: R, params: PathParams<R['path']>, input?: RouteRequest<R>): Promise<Response> {
    if (def.method === 'GET') return this.request('GET', routeUrl(def, params, input as Query | undefined));
    return this.request(def.method, routeUrl(def, params), input);
  }

  /** Calls a declared route and answers its typed response; any status but the declared success throws. */
  async call<R extends RouteDef>(def: R, params: PathParams<R['path']>, input?: RouteRequest<R>): Promise<RouteResponse<R>> {
    const res = await this.send(def, params, input);
    const text = await res.text();
    if (res.status !== def.status) throw new Error(`${def.method} ${def.path}: expected ${def.status}, got ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as RouteResponse<R>;
  }
}
