import type { Database } from '../db/client';
import { createAnalyticsRepository } from './analytics-repository';
import { createCatalogRepository } from './catalog-repository';
import { createContactRepository } from './contact-repository';
import { createContentRepository } from './content-repository';
import { createLanguagesRepository } from './languages-repository';
import { createNewsletterRepository } from './newsletter-repository';
import { createPostsRepository } from './posts-repository';
import { createRetentionRepository } from './retention-repository';
import { createSettingsRepository } from './settings-repository';

/** Every repository over one database; the only code that builds SQL. */
export function createRepositories(db: Database) {
  return {
    analytics: createAnalyticsRepository(db),
    catalog: createCatalogRepository(db),
    contact: createContactRepository(db),
    content: createContentRepository(db),
    languages: createLanguagesRepository(db),
    newsletter: createNewsletterRepository(db),
    posts: createPostsRepository(db),
    retention: createRetentionRepository(db),
    settings: createSettingsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
