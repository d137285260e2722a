import { Badge } from '../../../shared/ui/badge';

/** The badge of a premium-styled service (its own premium_badge_text). */
export function PremiumBadge({ text }: { text: string }) {
  return (
    <Badge tone="highlight" testId="premium-badge">
      {text}
    </Badge>
  );
}
