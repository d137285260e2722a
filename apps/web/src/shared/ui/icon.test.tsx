// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentIcon, resolveIconName } from './icon';
import { CONTENT_ICON_NAMES, isContentIconName } from './icon-names';

describe('resolveIconName', () => {
  it('maps a spec icon name and falls back to heart for services, sparkles for packages', () => {
    expect(resolveIconName('TrophyIcon', 'heart')).toBe('TrophyIcon');
    expect(resolveIconName('UnknownIcon', 'heart')).toBe('HeartIcon');
    expect(resolveIconName(null, 'sparkles')).toBe('SparklesIcon');
    expect(resolveIconName('toString', 'sparkles')).toBe('SparklesIcon');
    // A contact icon is no spec icon name for a service or package card.
    expect(resolveIconName('EnvelopeIcon', 'heart')).toBe('HeartIcon');
  });
});

describe('ContentIcon', () => {
  it("is a decorative use of the sprite's symbol of that name, marked with the name and sized by its class", () => {
    const html = renderToStaticMarkup(<ContentIcon name="CogIcon" className="h-5 w-5" />);
    const use =
      /^<svg aria-hidden="true" class="h-5 w-5" data-icon="CogIcon"><use href="([^"#]+)#CogIcon"><\/use><\/svg>$/.exec(
        html,
      );
    expect(use?.[1]).toContain('icon-sprite.svg');
  });

  it('knows every name of the sprite and no other', () => {
    for (const name of CONTENT_ICON_NAMES) expect(isContentIconName(name)).toBe(true);
    expect(isContentIconName('NoSuchIcon')).toBe(false);
    expect(isContentIconName('toString')).toBe(false);
  });
});
