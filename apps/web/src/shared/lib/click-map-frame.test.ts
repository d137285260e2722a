import { describe, expect, it } from 'vitest';
import { CLICK_MAP_FRAME_ATTRIBUTE, clickMapFrameBootScript } from './click-map-frame';

const SITE = 'https://coaching.example';

type Place = {
  /** The page's own query string. */
  search: string;
  /** In a frame (top is another window) or the top window itself. */
  framed: boolean;
  /** The parent's origin; 'cross-origin' makes reading it throw, as a browser does. */
  parentOrigin?: string | 'cross-origin';
};

/** Runs the head script against a fake browser; whether it marked <html>. */
function marks({ search, framed, parentOrigin = SITE }: Place): boolean {
  const attributes = new Set<string>();
  const self = {} as Record<string, unknown>;
  const parentLocation = {
    get origin() {
      if (parentOrigin === 'cross-origin') throw new Error('SecurityError: Blocked a frame');
      return parentOrigin;
    },
  };
  Object.assign(self, {
    self,
    top: framed ? {} : self,
    parent: framed ? { location: parentLocation } : self,
    location: { search, origin: SITE },
  });
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('window', 'document', 'URLSearchParams', clickMapFrameBootScript())(
    self,
    document,
    URLSearchParams,
  );
  return attributes.has(CLICK_MAP_FRAME_ATTRIBUTE);
}

describe('clickMapFrameBootScript (decision 088)', () => {
  it('marks a page the console frames for its click map: asked for, in a frame of the same origin', () => {
    expect(marks({ search: '?click-map-frame=1', framed: true })).toBe(true);
    expect(marks({ search: '?lang=en&click-map-frame', framed: true })).toBe(true);
  });

  it.each<[string, Place]>([
    ['the parameter in a top-level page (a shared link)', { search: '?click-map-frame=1', framed: false }],
    ['a frame without the parameter', { search: '', framed: true }],
    [
      'a frame of another origin',
      { search: '?click-map-frame=1', framed: true, parentOrigin: 'https://evil.example' },
    ],
    [
      'a frame whose parent cannot be read',
      { search: '?click-map-frame=1', framed: true, parentOrigin: 'cross-origin' },
    ],
  ])('leaves %s as it is', (_, place) => {
    expect(marks(place)).toBe(false);
  });
});
