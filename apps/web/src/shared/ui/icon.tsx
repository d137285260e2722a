/**
 * Heroicons for the spec's fixed icon names; an unknown name falls back to the given icon
 * (heart for services, sparkles for packages).
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

const ICONS: Record<IconName, HeroIcon> = {
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

export const resolveIcon = (name: string | null | undefined, fallback: 'heart' | 'sparkles'): HeroIcon =>
  (name && Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined) ??
  (fallback === 'heart' ? HeartIcon : SparklesIcon);

export function NamedIcon({
  name,
  fallback,
  className,
}: {
  name: string | null | undefined;
  fallback: 'heart' | 'sparkles';
  className?: string;
}) {
  const Icon = resolveIcon(name, fallback);
  return <Icon aria-hidden="true" className={className} />;
}
