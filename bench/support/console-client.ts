/**
 * The owner's console API as the console's browser calls it: the CSRF double-submit cookie and
 * header, the session cookie, and `Origin`/`Sec-Fetch-Site` of the site's own pages. `origin` is the
 * site's address as the browser sees it (PUBLIC_URL); `base`, where the requests go (defaults to it:
 * another process of the same site, reached directly, shares the session through the database).
 */
export type Answer = { status: number; body: string; cache: string | null; cookies: string[] };

export type ConsoleClient = ReturnType<typeof consoleClient>;

export function consoleClient(origin: string) {
  const jar = new Map<string, string>();
  /** JSON `body`, or a FormData as the console's upload sends it (fetch sets its content type). */
  const send = async (method: string, path: string, body?: unknown, base = origin): Promise<Answer> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const isForm = body instanceof FormData;
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(jar.has('csrftoken') ? { 'x-csrftoken': jar.get('csrftoken') as string } : {}),
        origin,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie();
    for (const line of cookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('x-cache'),
      cookies,
    };
  };
  const json = async (method: string, path: string, body?: unknown, base = origin) => {
    const answer = await send(method, path, body, base);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body);
  };
  /** Fetches the CSRF cookie and signs in; throws unless signed in. */
  const signIn = async (credentials: { email: string; password: string }) => {
    await json('GET', '/api/csrf/');
    const answer = await json('POST', '/api/admin/auth/login/', credentials);
    if (answer.status !== 'signed_in') throw new Error(`sign-in answered ${JSON.stringify(answer)}`);
  };
  return { send, json, signIn };
}
