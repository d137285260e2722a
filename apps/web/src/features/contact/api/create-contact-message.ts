/** Sends the contact form (POST /contact/; 201 {id, message}). */
import type { ContactContext } from '@wegweiser/contracts/constants';
import { type ApiClient, ApiRequestError } from '../../../shared/api/api-client';

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
};

export type ContactMessageCreated = { id: string; message: string };

export async function createContactMessage(
  api: ApiClient,
  body: ContactPayload,
): Promise<ContactMessageCreated> {
  try {
    return await api.post<ContactMessageCreated>('/contact/', body);
  } catch (error) {
    // A failed CSRF check (e.g. the token outlived a secret change) sets a fresh cookie with the
    // 403; one more attempt then succeeds without making the visitor reload and retype.
    if (error instanceof ApiRequestError && error.status === 403) {
      return api.post<ContactMessageCreated>('/contact/', body);
    }
    throw error;
  }
}
