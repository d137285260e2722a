import { describe, expect, it } from 'vitest';
import { directVideoUrl, extractYouTubeId, resolveVideo, youTubeEmbedUrl } from './video-url';

const ID = 'dQw4w9WgXcQ';

describe('extractYouTubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=abc`, ID],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}?start=10`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`//www.youtube-nocookie.com/embed/${ID}`, ID],
    ['https://www.youtube.com/embed/a_b-C1d2E3f', 'a_b-C1d2E3f'],
    [`https://www.youtube.com/shorts/${ID}`, ID],
  ])('%s → %s', (url, id) => {
    expect(extractYouTubeId(url)).toBe(id);
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['not a url'],
    // Ids must be exactly 11 characters of letters, digits, underscore and hyphen.
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://youtu.be/dQw4w9WgXc!'],
    ['https://www.youtube.com/embed/dQw4w9 gXcQ'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/UC1234567890'],
    // Look-alike hosts and other schemes are not YouTube.
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtube.com/watch?v=${ID}`],
    [`https://vimeo.com/${ID}`],
  ])('%s → null', (url) => {
    expect(extractYouTubeId(url)).toBeNull();
  });
});

describe('directVideoUrl', () => {
  it.each([
    ['/media/hero.mp4', '/media/hero.mp4'],
    ['https://cdn.example.com/clip.webm?v=2', 'https://cdn.example.com/clip.webm?v=2'],
    ['/media/hero.png', null],
    ['javascript:alert(1)//.mp4', null],
    ['//evil.example/x.mp4', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(directVideoUrl(url)).toBe(expected);
  });
});

describe('resolveVideo', () => {
  it('prefers video_url and falls back to embed_url', () => {
    expect(resolveVideo({ video_url: `https://youtu.be/${ID}`, embed_url: null })).toEqual({
      kind: 'youtube',
      id: ID,
    });
    expect(
      resolveVideo({
        video_url: 'https://example.com/page',
        embed_url: `https://www.youtube.com/embed/${ID}`,
      }),
    ).toEqual({ kind: 'youtube', id: ID });
    expect(resolveVideo({ video_url: '/media/a.mp4', embed_url: null })).toEqual({
      kind: 'file',
      src: '/media/a.mp4',
    });
  });

  it('gives null when nothing is usable (the component then shows "Video nicht verfügbar")', () => {
    expect(resolveVideo({ video_url: null, embed_url: null })).toBeNull();
    expect(resolveVideo({ video_url: 'https://example.com', embed_url: 'https://youtu.be/bad' })).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
  });
});
