import type { Stat } from '@wegweiser/contracts';

/**
 * The hero's key figures. A load failure is recorded in data-error (the spec names the message
 * but the visitor sees the fallback figures, not an error).
 */
export function HeroStats({ stats, error }: { stats: readonly Stat[]; error: string | null }) {
  if (stats.length === 0) return null;
  return (
    <dl
      data-testid="hero-stats"
      data-error={error ?? undefined}
      className="grid grid-cols-2 gap-x-6 gap-y-8 rounded-2xl border border-slate-200 bg-white/80 p-6 shadow-sm backdrop-blur sm:p-8 lg:grid-cols-4 dark:border-dark-700 dark:bg-dark-800/80"
    >
      {stats.map((stat) => (
        <div key={stat.id} className="flex flex-col gap-1 text-center">
          <dt className="text-sm leading-snug text-slate-600 dark:text-dark-200">{stat.label}</dt>
          <dd className="order-first font-display text-3xl font-semibold text-primary-700 sm:text-4xl dark:text-primary-300">
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
