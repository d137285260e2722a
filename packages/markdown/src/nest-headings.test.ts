import { describe, expect, it } from 'vitest';
import { nestHeadings } from './nest-headings';

describe('nestHeadings', () => {
  it('moves a description that starts at ### up to h2', () => {
    expect(nestHeadings('Text\n\n### Ablauf\n\n#### Detail')).toBe('Text\n\n## Ablauf\n\n### Detail');
  });

  it('moves an h1 in the description below the page heading', () => {
    expect(nestHeadings('# Titel\n## Teil')).toBe('## Titel\n### Teil');
  });

  it('closes gaps between the levels used', () => {
    expect(nestHeadings('## A\n#### B\n###### C')).toBe('## A\n### B\n#### C');
  });

  it('leaves text without headings, hashtags and code blocks alone', () => {
    const source = '#hashtag\n\n```\n# not a heading\n```\n\n~~~md\n### neither\n~~~';
    expect(nestHeadings(source)).toBe(source);
  });

  it('keeps indentation and closing hashes', () => {
    expect(nestHeadings('   ### Titel ###')).toBe('   ## Titel ###');
  });
});
