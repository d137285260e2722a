/**
 * Blog and career are optional sections (spec section 2): each is open only while its site setting
 * is true — not when it is false, missing, or the settings failed to load. The one answer used by
 * routing (server redirect and client navigation), the navigation links, and the sitemap.
 */
import type { SiteSettings } from '@wegweiser/contracts';

export type SectionGate = 'blog_enabled' | 'career_enabled';

/** Whether a section behind `gate` is open; a route or link without a gate is always open. */
export const isSectionOpen = (
  gate: SectionGate | undefined,
  settings: Partial<Pick<SiteSettings, SectionGate>> | null | undefined,
): boolean => gate === undefined || settings?.[gate] === true;
