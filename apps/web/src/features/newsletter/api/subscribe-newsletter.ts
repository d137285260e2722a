import type { ApiClient } from '@wegweiser/client/api-client';

export type NewsletterSubscribeResponse = { message?: string };

/** POST /newsletter/subscribe/ with {email}; the API answers with a message to show. */
export const subscribeNewsletter = (api: ApiClient, email: string) =>
  api.post<NewsletterSubscribeResponse>('/newsletter/subscribe/', { email });
