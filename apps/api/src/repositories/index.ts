import type { Database } from '../db/client';
import { createAdminLinksRepository } from './admin-links-repository';
import { createAdminSessionsRepository } from './admin-sessions-repository';
import { createAdminUsersRepository } from './admin-users-repository';
import { createAgendaRepository } from './agenda-repository';
import { createAnalyticsDashboardRepository } from './analytics-dashboard-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { createAuditRepository } from './audit-repository';
import { createBookingPolicyRepository } from './booking-policy-repository';
import { createBookingSetupRepository } from './booking-setup-repository';
import { createBookingsRepository } from './bookings-repository';
import { createCampaignsRepository } from './campaigns-repository';
import { createCatalogRepository } from './catalog-repository';
import { createContactRepository } from './contact-repository';
import { createContentRepository } from './content-repository';
import { createLanguagesRepository } from './languages-repository';
import { createMediaRepository } from './media-repository';
import { createNewsletterRepository } from './newsletter-repository';
import { createOutboxRepository } from './outbox-repository';
import { createPostsRepository } from './posts-repository';
import { createPracticeSettingsRepository } from './practice-settings-repository';
import { createPreviewLinksRepository } from './preview-links-repository';
import { createRenderedMarkdownRepository } from './rendered-markdown-repository';
import { createRetentionRepository } from './retention-repository';
import { createRetentionSettingsRepository } from './retention-settings-repository';
import { createSessionTypesRepository } from './session-types-repository';
import { createSettingsRepository } from './settings-repository';
import { createSignInFailuresRepository } from './sign-in-failures-repository';
import { createSubscribersRepository } from './subscribers-repository';

/**
 * The console's accounts, sessions, links, throttle and audit log over one database or one
 * transaction (its writes that must happen whole or not at all).
 */
export const createConsoleRepositories = (db: Database) => ({
  adminLinks: createAdminLinksRepository(db),
  adminSessions: createAdminSessionsRepository(db),
  adminUsers: createAdminUsersRepository(db),
  audit: createAuditRepository(db),
  signInFailures: createSignInFailuresRepository(db),
});

export type ConsoleRepositories = ReturnType<typeof createConsoleRepositories>;

/** Every repository over one database; the only code that builds SQL. */
export function createRepositories(db: Database) {
  const media = createMediaRepository(db);
  const outbox = createOutboxRepository(db);
  const queued = () => outbox.queued();
  return {
    ...createConsoleRepositories(db),
    agenda: createAgendaRepository(db, queued),
    analytics: createAnalyticsRepository(db),
    analyticsDashboard: createAnalyticsDashboardRepository(db),
    bookingPolicy: createBookingPolicyRepository(db),
    bookingSetup: createBookingSetupRepository(db),
    bookings: createBookingsRepository(db, queued),
    campaigns: createCampaignsRepository(db),
    catalog: createCatalogRepository(db),
    contact: createContactRepository(db, queued),
    content: createContentRepository(db),
    renderedMarkdown: createRenderedMarkdownRepository(db),
    languages: createLanguagesRepository(db),
    media,
    newsletter: createNewsletterRepository(db, queued),
    outbox,
    posts: createPostsRepository(db),
    practiceSettings: createPracticeSettingsRepository(db),
    previewLinks: createPreviewLinksRepository(db),
    retention: createRetentionRepository(db),
    retentionSettings: createRetentionSettingsRepository(db),
    sessionTypes: createSessionTypesRepository(db),
    settings: createSettingsRepository(db),
    subscribers: createSubscribersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
