/**
 * The console's start page (issue 24 point 2): what came in this week and what still needs doing —
 * no mail server, a legal page still holding the demo identity, no second sign-in step, a language
 * not fully translated. An editor sees only the tasks of what she may edit and no figures.
 */
import type { Overview, OverviewTask } from '@wegweiser/contracts';
import { LEGAL_DEMO_MARKERS } from '../db/seed/data/legal';
import type { Principal } from '../lib/auth';
import type { ContentService } from './content/content-service';
import { translationReport } from './content/translation-report';

export type OverviewSources = {
  newMessages(): Promise<number>;
  subscribersConfirmedSince(since: Date): Promise<number>;
  /**
   * "This week" in the practice's time zone: today and the six days before it (YYYY-MM-DD), and the
   * instant its first day began.
   */
  week(now: Date): Promise<{ from: string; to: string; start: Date }>;
  /** Visitors (sessions) over whole days of the practice's time zone, `from` and `to` as YYYY-MM-DD. */
  visitorsBetween(from: string, to: string): Promise<number>;
  /** The content services the principal may edit. */
  servicesFor(principal: Principal): readonly ContentService[];
  activeLanguages(): Promise<readonly { code: string }[]>;
  twoFactorOn(userId: string): Promise<boolean>;
  mailServerConfigured: boolean;
  now?: () => Date;
};

const LEGAL_PAGES_WITH_IDENTITY = new Set(['imprint', 'privacy']);

/** Whether any language of a published legal page still holds a line of the demo identity. */
export function holdsDemoIdentity(content: unknown): boolean {
  if (!content || typeof content !== 'object') return false;
  return Object.values(content).some(
    (text) => typeof text === 'string' && LEGAL_DEMO_MARKERS.some((marker) => text.includes(marker)),
  );
}

async function demoLegalPages(services: readonly ContentService[]): Promise<OverviewTask[]> {
  const legal = services.find((service) => service.resource.name === 'legal-pages');
  if (!legal) return [];
  const tasks: OverviewTask[] = [];
  for (const item of await legal.items()) {
    const page = item.published?.type;
    if (typeof page !== 'string' || !LEGAL_PAGES_WITH_IDENTITY.has(page)) continue;
    if (holdsDemoIdentity(item.published?.content))
      tasks.push({ kind: 'demo_legal_page', page: page as 'imprint' | 'privacy', key: item.key });
  }
  return tasks.sort((a, b) => ('page' in a && 'page' in b ? a.page.localeCompare(b.page) : 0));
}

async function untranslated(
  services: readonly ContentService[],
  languages: readonly { code: string }[],
): Promise<OverviewTask[]> {
  const reports = await Promise.all(languages.map(({ code }) => translationReport(services, code)));
  return reports
    .filter((report) => report.percent < 100)
    .map((report) => ({
      kind: 'translation' as const,
      language: report.language as Extract<OverviewTask, { kind: 'translation' }>['language'],
      percent: Math.min(99, report.percent),
    }));
}

export function createOverview(sources: OverviewSources) {
  const now = sources.now ?? (() => new Date());
  return {
    async of(principal: Principal): Promise<Overview> {
      const owner = principal.role === 'owner';
      const services = sources.servicesFor(principal);
      const [figures, legal, twoFactor, translation] = await Promise.all([
        owner
          ? sources
              .week(now())
              .then((week) =>
                Promise.all([
                  sources.newMessages(),
                  sources.subscribersConfirmedSince(week.start),
                  sources.visitorsBetween(week.from, week.to),
                ]),
              )
              .then(([new_messages, new_subscribers, visitors_week]) => ({
                new_messages,
                new_subscribers,
                visitors_week,
              }))
          : null,
        demoLegalPages(services),
        sources.twoFactorOn(principal.userId),
        sources.activeLanguages().then((languages) => untranslated(services, languages)),
      ]);
      const tasks: OverviewTask[] = [
        ...(owner && !sources.mailServerConfigured ? [{ kind: 'mail_server' as const }] : []),
        ...legal,
        ...(twoFactor ? [] : [{ kind: 'two_factor' as const }]),
        ...translation,
      ];
      return { figures, tasks };
    },
  };
}
