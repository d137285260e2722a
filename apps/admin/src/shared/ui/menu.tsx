/**
 * The look of the console's drop-down menus (Radix: arrow keys, Escape, typeahead). Not modal and
 * not in a portal: the page stays readable to assistive technology and the menu stays inside the
 * page's landmarks while it is open.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export const MENU_ITEM =
  'flex min-h-11 cursor-default select-none items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-dark-100 dark:data-[highlighted]:bg-dark-700';

export function MenuContent({ width, children }: { width: string; children: ReactNode }) {
  return (
    <Menu.Content
      align="end"
      collisionPadding={8}
      sideOffset={6}
      className={`z-50 ${width} rounded-xl border border-dark-200 bg-white p-1 text-dark-900 shadow-lg dark:border-dark-700 dark:bg-dark-800 dark:text-dark-50`}
    >
      {children}
    </Menu.Content>
  );
}

export const MenuSeparator = () => <Menu.Separator className="my-1 h-px bg-dark-200 dark:bg-dark-700" />;
