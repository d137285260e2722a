/**
 * Answers "does this path redirect?" for every page request without a query: the redirects are
 * read once and kept until content changes (decision 045). While the database is unavailable the
 * last known ones keep working; never read, none apply.
 */
import { normalizeRedirectPath } from '@wegweiser/contracts';
import { asDatabaseUnavailable } from '../db/availability';
import type { Redirect, RedirectsRepository } from '../repositories/redirects-repository';

export type RedirectTarget = { location: string; status: 301 | 302 };

export class RedirectService {
  #byPath: Map<string, Redirect> | null = null;
  #fresh = false;

  constructor(private readonly repository: Pick<RedirectsRepository, 'all'>) {}

  async find(path: string): Promise<RedirectTarget | null> {
    const byPath = await this.#load();
    const redirect = byPath?.get(normalizeRedirectPath(path));
    return redirect ? { location: redirect.to, status: redirect.status } : null;
  }

  /** Content changed: read again on the next request; the old map stays for an outage. */
  invalidate() {
    this.#fresh = false;
  }

  async #load(): Promise<Map<string, Redirect> | null> {
    if (this.#fresh) return this.#byPath;
    try {
      const all = await this.repository.all();
      this.#byPath = new Map(all.map((redirect) => [redirect.from, redirect]));
      this.#fresh = true;
    } catch (error) {
      if (!asDatabaseUnavailable(error)) throw error;
    }
    return this.#byPath;
  }
}
