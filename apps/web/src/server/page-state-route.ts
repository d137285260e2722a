/**
 * The route of kept pages' states (decision 131): the page's state file by URL, version and
 * language, for the browser's app after the first paint.
 */
import { PageStateQuerySchema } from '@wegweiser/contracts/page-state';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PageRouteOptions, renderObserved } from './page-route';
import { pageStateFile, sendPageState } from './page-state-file';

/**
 * `GET /page-state.json?page=…&lang=…&v=…` (decision 131): the state of the page at `page` in
 * `lang`, from the kept page when it is the version asked for (however old), else rendered. Immutable when it is
 * that version; when the page changed since its document was made, the current state, kept by no
 * cache (the browser then shows the page as it is now). Never a preview's: a preview carries its
 * state in its document.
 */
export function pageStateRoute(options: PageRouteOptions) {
  const { cache } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = PageStateQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: 'bad_request', message: 'page, lang and v name a page state.' });
    }
    const { page, lang, v } = query.data;
    const url = options.pageUrl(page);
    const origin = options.originOf(request);
    // The version asked for, if this process keeps it — however old: it is what the document the
    // browser holds was made with (also a last good page answered while the API fails).
    const kept = cache?.lastGood(lang, origin, url)?.value.state;
    if (kept?.version === v) return sendPageState(request, reply, kept, true);

    const { result, calls } = await renderObserved(options, request, {
      url,
      origin,
      inputs: { urlLanguage: lang, cookieLanguage: undefined, acceptLanguage: undefined },
    });
    if (calls.failed || result.kind !== 'page') {
      return reply
        .code(calls.failed ? 503 : 404)
        .header('cache-control', 'no-store')
        .send({ error: calls.failed ? 'unavailable' : 'not_found', message: 'No state for this page now.' });
    }
    const file = pageStateFile(result.state, { url, language: result.language });
    return sendPageState(request, reply, file, file.version === v && result.status === 200 && !result.live);
  };
}
