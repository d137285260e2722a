/**
 * The grid of home cards with the spec's column rule (lib/card-grid.ts) and a staggered entrance:
 * each card fades in `index × delay` seconds after its list first comes into view (0.1 s services,
 * 0.2 s packages; hooks/use-entrance-on-view.ts), and not at all for visitors who prefer reduced
 * motion.
 */
import { type ReactNode, useRef } from 'react';
import { useEntranceOnView } from '../hooks/use-entrance-on-view';
import { type CardKind, cardGridLayout } from '../lib/card-grid';

export function CardGrid<T>({
  items,
  kind,
  delayS,
  label,
  itemKey,
  renderItem,
}: {
  items: readonly T[];
  kind: CardKind;
  delayS: number;
  label: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  const layout = cardGridLayout(items.length, kind);
  const list = useRef<HTMLUListElement>(null);
  useEntranceOnView(list);
  return (
    <ul
      ref={list}
      aria-label={label || undefined}
      data-columns={layout.columns}
      className={`mx-auto grid gap-6 lg:gap-8 ${layout.className}`}
      style={layout.maxWidthPx ? { maxWidth: `${layout.maxWidthPx}px` } : undefined}
    >
      {items.map((item, index) => (
        <EntranceItem key={itemKey(item)} delayS={index * delayS}>
          {renderItem(item)}
        </EntranceItem>
      ))}
    </ul>
  );
}

/**
 * A list item that fades and slides in `delayS` seconds after its list enters the view (none with
 * reduced motion). Only a transition: the server HTML animates nothing (decision 016).
 */
export function EntranceItem({
  delayS,
  className = '',
  children,
}: {
  delayS: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      data-entrance-delay={delayS.toFixed(1)}
      className={`motion-safe:transition-[opacity,translate] motion-safe:duration-500 motion-safe:ease-out ${className}`}
      style={{ transitionDelay: `${Number(delayS.toFixed(2))}s` }}
    >
      {children}
    </li>
  );
}
