import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';

const grid = (count: number, kind: 'services' | 'packages', delayS: number) =>
  renderToStaticMarkup(
    <CardGrid
      items={Array.from({ length: count }, (_, index) => index)}
      kind={kind}
      delayS={delayS}
      label="Karten"
      itemKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
    />,
  );

describe('CardGrid', () => {
  it('staggers the entrance by 0.1 s per service card', () => {
    const out = grid(4, 'services', CARD_DELAY_S.service);
    expect(out.match(/transition-delay:[^"]+/g)).toEqual([
      'transition-delay:0s',
      'transition-delay:0.1s',
      'transition-delay:0.2s',
      'transition-delay:0.3s',
    ]);
  });

  it('staggers the entrance by 0.2 s per package card and caps the width of one and two packages', () => {
    const two = grid(2, 'packages', CARD_DELAY_S.package);
    expect(two.match(/transition-delay:[^"]+/g)).toEqual(['transition-delay:0s', 'transition-delay:0.2s']);
    expect(two).toContain('max-width:850px');
    expect(grid(1, 'packages', CARD_DELAY_S.package)).toContain('max-width:400px');
    expect(grid(3, 'packages', CARD_DELAY_S.package)).not.toContain('max-width');
  });

  it('renders the cards still: only a transition, and only for visitors without a reduced-motion preference', () => {
    const out = grid(1, 'services', CARD_DELAY_S.service);
    expect(out).toContain('motion-safe:transition-[opacity,translate]');
    expect(out).not.toMatch(/class="[^"]*(?<!motion-safe:)transition-\[/);
    // Nothing starts by itself in the server HTML (decision 016): no @starting-style, no animation.
    expect(out).not.toMatch(/starting:|animate-/);
  });
});
