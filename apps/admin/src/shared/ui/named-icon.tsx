/**
 * The Heroicons the site draws for the contracts' icon names (apps/web/src/shared/ui/icon.tsx holds
 * the site's own map; both are typed by IconName, and named-icon.test.ts checks this one draws the
 * same icons — decision 098). Only these icons are imported, so only they are bundled.
 */
import {
  AcademicCapIcon,
  BeakerIcon,
  BoltIcon,
  BookOpenIcon,
  BriefcaseIcon,
  ChatBubbleLeftRightIcon,
  CogIcon,
  EyeIcon,
  FireIcon,
  HandRaisedIcon,
  HeartIcon,
  KeyIcon,
  LightBulbIcon,
  MapIcon,
  MegaphoneIcon,
  PresentationChartLineIcon,
  PuzzlePieceIcon,
  RocketLaunchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  TrophyIcon,
  UserGroupIcon,
} from '@heroicons/react/24/outline';
import type { IconName } from '@wegweiser/contracts/constants';
import type { ComponentType, SVGProps } from 'react';

type HeroIcon = ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;

export const ICONS: Record<IconName, HeroIcon> = {
  AcademicCapIcon,
  BriefcaseIcon,
  BookOpenIcon,
  HeartIcon,
  LightBulbIcon,
  UserGroupIcon,
  PresentationChartLineIcon,
  ChatBubbleLeftRightIcon,
  SparklesIcon,
  TrophyIcon,
  RocketLaunchIcon,
  ShieldCheckIcon,
  StarIcon,
  FireIcon,
  BoltIcon,
  EyeIcon,
  HandRaisedIcon,
  MegaphoneIcon,
  PuzzlePieceIcon,
  BeakerIcon,
  CogIcon,
  MapIcon,
  KeyIcon,
};

/** The icon of `name`; an unknown or empty name falls back as on the site (heart or sparkles). */
export const resolveIcon = (name: unknown, fallback: 'heart' | 'sparkles'): HeroIcon =>
  (typeof name === 'string' && Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined) ??
  (fallback === 'heart' ? HeartIcon : SparklesIcon);

/** A decorative icon (its name is said by the control around it). */
export function NamedIcon({
  name,
  fallback,
  className,
}: {
  name: unknown;
  fallback: 'heart' | 'sparkles';
  className?: string;
}) {
  const Icon = resolveIcon(name, fallback);
  return <Icon aria-hidden="true" className={className} />;
}
