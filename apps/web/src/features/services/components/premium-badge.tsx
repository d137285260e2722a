/** The badge of a premium-styled service (its own premium_badge_text). */
export function PremiumBadge({ text }: { text: string }) {
  return (
    <span
      className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 dark:bg-accent-900 dark:text-accent-100"
      data-testid="premium-badge"
    >
      {text}
    </span>
  );
}
