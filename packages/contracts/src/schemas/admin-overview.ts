/**
 * The console's start page (issue 24 point 2): what came in, and what still needs doing before the
 * site is finished — each task names what is missing, the console words it and links to the fix.
 */
import { z } from 'zod';
import { LanguageCodeSchema } from './common';

const count = z.number().int().min(0);

export const OVERVIEW_TASKS = ['mail_server', 'demo_legal_page', 'two_factor', 'translation'] as const;

export const OverviewTaskSchema = z.discriminatedUnion('kind', [
  /** No mail server is configured: mail waits in the outbox. */
  z.object({ kind: z.literal('mail_server') }),
  /** A legal page still holds the demo identity it was installed with. */
  z.object({
    kind: z.literal('demo_legal_page'),
    page: z.enum(['imprint', 'privacy']),
    /** The content item to open in the editor. */
    key: z.string(),
  }),
  /** The signed-in person has no second sign-in step. */
  z.object({ kind: z.literal('two_factor') }),
  /** An active language holds less than every text of the site. */
  z.object({ kind: z.literal('translation'), language: LanguageCodeSchema, percent: count.max(99) }),
]);
export type OverviewTask = z.infer<typeof OverviewTaskSchema>;

export const OverviewSchema = z.object({
  /** What came in (owner only; null for an editor). */
  figures: z
    .object({
      /** Contact messages not opened yet. */
      new_messages: count,
      /** Newsletter subscriptions confirmed in the last 7 days. */
      new_subscribers: count,
      /** Visitors (sessions) in the last 7 days, today included. */
      visitors_week: count,
    })
    .nullable(),
  tasks: z.array(OverviewTaskSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;
