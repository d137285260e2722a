/** Sends the contact form (POST /contact/; 201 {id, message}). */

import type { ApiClient } from '@wegweiser/client/api-client';
import type { ContactContext } from '@wegweiser/contracts/constants';

/** The request body of ContactMessageCreateSchema (its input side: optional keys may be left out). */
export type ContactPayload = {
  name: string;
  email: string;
  message: string;
  phone?: string;
  context?: ContactContext;
  service_name?: string;
  package_name?: string;
  post_title?: string;
  /** Spam signals, judged by the API (decision 057). */
  page_path?: string;
  elapsed_ms?: number;
  website?: string;
};

export type ContactMessageCreated = { id: string; message: string };

export async function createContactMessage(
  api: ApiClient,
  body: ContactPayload,
): Promise<ContactMessageCreated> {
  return api.post<ContactMessageCreated>('/contact/', body);
}
