/** The console's few line icons (24 × 24, current colour), always decorative: the control names itself. */
import type { ReactNode } from 'react';

function Icon({
  children,
  className = 'size-5',
  strokeWidth = 2,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon className="size-6">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <Icon strokeWidth={1.8}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </Icon>
);

/** A 44 px square button around an icon. */
export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-dark-700 hover:bg-dark-100 dark:text-dark-100 dark:hover:bg-dark-800';

/** Two chain links: the markdown toolbar's "link" (an emoji glyph is missing from many systems' fonts). */
export const LinkIcon = () => (
  <Icon className="size-4">
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1.5 1.5" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1.5-1.5" />
  </Icon>
);
