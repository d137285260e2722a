/** Contact messages as the API gives them (shape from packages/contracts/src/schemas/admin-messages.ts). */
import type { MessageDetail } from '@wegweiser/contracts';

/** A message with its thread (the list's rows are the same without `replies`). */
export const message = (overrides: Partial<MessageDetail> = {}): MessageDetail => ({
  id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  name: 'Maria Schmidt',
  email: 'maria@example.com',
  phone: '+49 170 1234567',
  message: 'Guten Tag,\nich interessiere mich für ein Coaching.',
  state: 'new',
  spam_reason: null,
  source: {
    context: 'service_detail',
    service_name: 'Karriere-Coaching',
    package_name: null,
    post_title: null,
  },
  language: 'de',
  page_path: '/services/karriere-coaching',
  created_at: '2026-11-24T08:15:00.000Z',
  answered_at: null,
  replies: [],
  ...overrides,
});
