/**
 * The site's card icons (the contracts' ICON_NAMES) named as the owner reads them, never by their
 * code name: the icon picker's buttons, the choices in a diff.
 */
import { ICON_NAMES, type IconName } from '@wegweiser/contracts/constants';
import type { Option, Words } from './types';

export const ICON_WORDS: Record<IconName, Words> = {
  AcademicCapIcon: { de: 'Doktorhut', en: 'Graduation cap' },
  BriefcaseIcon: { de: 'Aktentasche', en: 'Briefcase' },
  BookOpenIcon: { de: 'Offenes Buch', en: 'Open book' },
  HeartIcon: { de: 'Herz', en: 'Heart' },
  LightBulbIcon: { de: 'Glühbirne', en: 'Light bulb' },
  UserGroupIcon: { de: 'Gruppe', en: 'Group of people' },
  PresentationChartLineIcon: { de: 'Präsentation', en: 'Presentation' },
  ChatBubbleLeftRightIcon: { de: 'Gespräch', en: 'Conversation' },
  SparklesIcon: { de: 'Funkeln', en: 'Sparkles' },
  TrophyIcon: { de: 'Pokal', en: 'Trophy' },
  RocketLaunchIcon: { de: 'Rakete', en: 'Rocket' },
  ShieldCheckIcon: { de: 'Schutzschild', en: 'Shield' },
  StarIcon: { de: 'Stern', en: 'Star' },
  FireIcon: { de: 'Flamme', en: 'Flame' },
  BoltIcon: { de: 'Blitz', en: 'Lightning bolt' },
  EyeIcon: { de: 'Auge', en: 'Eye' },
  HandRaisedIcon: { de: 'Erhobene Hand', en: 'Raised hand' },
  MegaphoneIcon: { de: 'Megafon', en: 'Megaphone' },
  PuzzlePieceIcon: { de: 'Puzzleteil', en: 'Puzzle piece' },
  BeakerIcon: { de: 'Becherglas', en: 'Beaker' },
  CogIcon: { de: 'Zahnrad', en: 'Gear' },
  MapIcon: { de: 'Landkarte', en: 'Map' },
  KeyIcon: { de: 'Schlüssel', en: 'Key' },
};

export const isIconName = (name: unknown): name is IconName =>
  typeof name === 'string' && Object.hasOwn(ICON_WORDS, name);

/** The icons as choices, in the contracts' order. */
export const ICON_OPTIONS: readonly Option[] = ICON_NAMES.map((value) => ({
  value,
  label: ICON_WORDS[value],
}));
