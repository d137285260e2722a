import type { Stat } from '@wegweiser/contracts';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { statsResource } from '../api/get-stats';
import { FALLBACK_STATS, STATS_ERROR_MESSAGE } from '../lib/fallback-stats';

export type HeroStats = { stats: readonly Stat[]; error: string | null };

/** The hero stats when enabled; a failed call gives the German stats and 'Failed to load stats'. */
export function useHeroStats(enabled: boolean): HeroStats {
  const { language } = useApp();
  const { data, error } = useResource(enabled ? statsResource(language) : null);
  if (!enabled) return { stats: [], error: null };
  if (error !== undefined) return { stats: FALLBACK_STATS, error: STATS_ERROR_MESSAGE };
  return { stats: data ?? [], error: null };
}
