/**
 * The contract schema of each API answer, as the API's routes declare it (`routeDocs`: the same zod
 * schemas from packages/contracts that feed the OpenAPI document), found for a method and path
 * with the router Fastify itself uses, so `/services/featured/` and `/services/{idOrSlug}/` resolve
 * as the API resolves them. The server render's transport checks every answer against it
 * (decision 027).
 */
import type { AnswerSchemas } from '@wegweiser/web/server';
import type { FastifyInstance } from 'fastify';
import Router from 'find-my-way';

export function apiAnswerSchemas(api: FastifyInstance): AnswerSchemas {
  let router: Router.Instance<Router.HTTPVersion.V1> | undefined;
  // Built on first use: every route is declared by then.
  const routes = () => {
    if (router) return router;
    router = Router();
    for (const doc of api.routeDocs) router.on(doc.method, doc.url, () => {}, doc.response);
    return router;
  };
  return (method, path, status) => {
    const responses = routes().find(method, `/api${path}`)?.store as
      | Record<number, ReturnType<AnswerSchemas>>
      | undefined;
    return responses?.[status];
  };
}
