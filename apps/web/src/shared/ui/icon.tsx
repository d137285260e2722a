/**
 * Icons chosen by content: the spec's fixed icon names (services, packages, footer items) and the
 * footer's contact icons. None of them is in the first-load bundle (decision 112): the server
 * renders them from every icon module, the browser adopts the paths of those the server rendered
 * before hydrating, and loads the module of any other one when it first shows it.
 */
import ShieldCheckIcon from '@heroicons/react/24/outline/ShieldCheckIcon';
import { ICON_NAMES, type IconName } from '@wegweiser/contracts/constants';
import { type ComponentType, type SVGProps, useEffect, useReducer } from 'react';

type HeroIcon = ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;
type IconModule = { default: HeroIcon };

/** The footer's contact icons, also chosen by its items (`icon_name`). */
export const CONTACT_ICON_NAMES = [
  'EnvelopeIcon',
  'PhoneIcon',
  'MapPinIcon',
  'GlobeAltIcon',
  'ClockIcon',
  'LinkIcon',
] as const;

export type ContentIconName = IconName | (typeof CONTACT_ICON_NAMES)[number];

/** One chunk per icon: a page loads only the icons it shows after a client-side navigation. */
const LOADERS: Record<ContentIconName, () => Promise<IconModule>> = {
  AcademicCapIcon: () => import('@heroicons/react/24/outline/AcademicCapIcon'),
  BriefcaseIcon: () => import('@heroicons/react/24/outline/BriefcaseIcon'),
  BookOpenIcon: () => import('@heroicons/react/24/outline/BookOpenIcon'),
  HeartIcon: () => import('@heroicons/react/24/outline/HeartIcon'),
  LightBulbIcon: () => import('@heroicons/react/24/outline/LightBulbIcon'),
  UserGroupIcon: () => import('@heroicons/react/24/outline/UserGroupIcon'),
  PresentationChartLineIcon: () => import('@heroicons/react/24/outline/PresentationChartLineIcon'),
  ChatBubbleLeftRightIcon: () => import('@heroicons/react/24/outline/ChatBubbleLeftRightIcon'),
  SparklesIcon: () => import('@heroicons/react/24/outline/SparklesIcon'),
  TrophyIcon: () => import('@heroicons/react/24/outline/TrophyIcon'),
  RocketLaunchIcon: () => import('@heroicons/react/24/outline/RocketLaunchIcon'),
  // Part of the first load anyway (the consent settings button).
  ShieldCheckIcon: () => Promise.resolve({ default: ShieldCheckIcon }),
  StarIcon: () => import('@heroicons/react/24/outline/StarIcon'),
  FireIcon: () => import('@heroicons/react/24/outline/FireIcon'),
  BoltIcon: () => import('@heroicons/react/24/outline/BoltIcon'),
  EyeIcon: () => import('@heroicons/react/24/outline/EyeIcon'),
  HandRaisedIcon: () => import('@heroicons/react/24/outline/HandRaisedIcon'),
  MegaphoneIcon: () => import('@heroicons/react/24/outline/MegaphoneIcon'),
  PuzzlePieceIcon: () => import('@heroicons/react/24/outline/PuzzlePieceIcon'),
  BeakerIcon: () => import('@heroicons/react/24/outline/BeakerIcon'),
  CogIcon: () => import('@heroicons/react/24/outline/CogIcon'),
  MapIcon: () => import('@heroicons/react/24/outline/MapIcon'),
  KeyIcon: () => import('@heroicons/react/24/outline/KeyIcon'),
  EnvelopeIcon: () => import('@heroicons/react/24/outline/EnvelopeIcon'),
  PhoneIcon: () => import('@heroicons/react/24/outline/PhoneIcon'),
  MapPinIcon: () => import('@heroicons/react/24/outline/MapPinIcon'),
  GlobeAltIcon: () => import('@heroicons/react/24/outline/GlobeAltIcon'),
  ClockIcon: () => import('@heroicons/react/24/outline/ClockIcon'),
  LinkIcon: () => import('@heroicons/react/24/outline/LinkIcon'),
};

export const isContentIconName = (name: string): name is ContentIconName => Object.hasOwn(LOADERS, name);

/** Icon modules loaded so far (all of them on the server, see `loadContentIcons`). */
const loaded = new Map<ContentIconName, HeroIcon>();
/** The path data of icons the server rendered into this document, taken over before hydration. */
const adopted = new Map<ContentIconName, string[]>();

/**
 * Loads icon modules (all when no names are given). The server awaits all of them before its first
 * render, so it renders every icon synchronously.
 */
export async function loadContentIcons(
  names: readonly ContentIconName[] = Object.keys(LOADERS) as ContentIconName[],
): Promise<void> {
  await Promise.all(
    names
      .filter((name) => !loaded.has(name))
      .map((name) =>
        LOADERS[name]().then((module) => {
          loaded.set(name, module.default);
        }),
      ),
  );
}

/**
 * Takes over the icons the server rendered into the page (`svg[data-icon]`): hydration renders the
 * same SVG from their paths without loading their modules. Call before hydrating.
 */
export function adoptServerIcons(root: ParentNode): number {
  for (const svg of root.querySelectorAll('svg[data-icon]')) {
    const name = svg.getAttribute('data-icon') ?? '';
    if (!isContentIconName(name) || adopted.has(name)) continue;
    adopted.set(
      name,
      Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('d') ?? ''),
    );
  }
  return adopted.size;
}

/** The SVG a Heroicons outline icon renders, from its paths (or empty while its module loads). */
function OutlineSvg({
  name,
  paths,
  className,
}: {
  name: string;
  paths: readonly string[];
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      viewBox="0 0 24 24"
      strokeWidth={1.5}
      stroke="currentColor"
      aria-hidden="true"
      data-slot="icon"
      className={className}
      data-icon={name}
    >
      {paths.map((d, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's paths never reorder
        <path key={index} strokeLinecap="round" strokeLinejoin="round" d={d} />
      ))}
    </svg>
  );
}

/** One content icon, decorative; the same markup whether rendered from its module or adopted. */
export function ContentIcon({ name, className }: { name: ContentIconName; className?: string | undefined }) {
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  const Icon = loaded.get(name);
  const paths = Icon ? undefined : adopted.get(name);
  useEffect(() => {
    if (!Icon && !paths) void loadContentIcons([name]).then(loadedOne, () => undefined);
  }, [name, Icon, paths]);
  if (Icon) return <Icon aria-hidden="true" className={className} data-icon={name} />;
  return <OutlineSvg name={name} paths={paths ?? []} className={className} />;
}

/** The icon for a spec icon name; an unknown name falls back to heart (services) or sparkles (packages). */
export const resolveIconName = (name: string | null | undefined, fallback: 'heart' | 'sparkles'): IconName =>
  name && (ICON_NAMES as readonly string[]).includes(name)
    ? (name as IconName)
    : fallback === 'heart'
      ? 'HeartIcon'
      : 'SparklesIcon';

export function NamedIcon({
  name,
  fallback,
  className,
}: {
  name: string | null | undefined;
  fallback: 'heart' | 'sparkles';
  className?: string;
}) {
  return <ContentIcon name={resolveIconName(name, fallback)} className={className} />;
}

// In the browser the server's icons is taken over as soon as this module loads — with the page's
// module or an island's, before either hydrates — so the entry need not carry it (decision 120).
if (typeof document !== 'undefined') adoptServerIcons(document);
