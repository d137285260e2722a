import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider, type AppServices } from '../../../shared/context/app-context';
import { VideoEmbed } from './video-embed';

/** The video reads only the page's language from the app (decision 092). */
const html = (media: Parameters<typeof VideoEmbed>[0]['media'], language = 'de') =>
  renderToStaticMarkup(
    <AppProvider services={{ language, isServer: true } as unknown as AppServices}>
      <VideoEmbed media={media} />
    </AppProvider>,
  );

describe('VideoEmbed', () => {
  it('renders a local play button first: no iframe and no address of the video host', () => {
    const out = html({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', image_alt: 'Vorstellung' });
    expect(out).toContain('<button type="button"');
    expect(out).toContain('Video abspielen: Vorstellung');
    expect(out).not.toContain('<iframe');
    expect(out).not.toMatch(/youtube\.com\/|ytimg|youtube-nocookie\.com\/embed/);
  });

  it('tells screen readers and the note under it in the page’s language', () => {
    const video = { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', image_alt: 'Présentation' };
    const french = html(video, 'fr');
    expect(french).toContain('Lire la vidéo: Présentation');
    expect(french).toContain('La lecture charge la vidéo depuis YouTube');
    expect(french).not.toContain('abspielen');
    expect(html(video, 'zh')).toContain('播放视频: Présentation');
    expect(html(video, 'en')).toContain('Play video: Présentation');
  });

  it('uses only a poster from our own server', () => {
    expect(html({ embed_url: 'https://youtu.be/dQw4w9WgXcQ', image_url: '/media/poster.jpg' })).toContain(
      'src="/media/poster.jpg"',
    );
    expect(
      html({
        embed_url: 'https://youtu.be/dQw4w9WgXcQ',
        image_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/0.jpg',
      }),
    ).not.toContain('<img');
  });

  it('marks "Video nicht verfügbar" as German, and says it in the page’s language beside it (decision 097)', () => {
    const none = { video_url: null, embed_url: null };
    const french = html(none, 'fr');
    expect(french).toContain(
      '<p lang="de" class="text-slate-600 dark:text-dark-200">Video nicht verfügbar</p>',
    );
    expect(french).toContain('La vidéo n’est pas disponible.');
    expect(html(none, 'zh')).toContain('该视频无法播放。');
    const german = html(none, 'de');
    expect(german).toContain('<p lang="de"');
    expect(german).not.toContain('Das Video ist nicht verfügbar');
    expect(german.match(/<p/g)).toHaveLength(1);
  });

  it('reads "Video nicht verfügbar" when no URL is usable', () => {
    const out = html({ video_url: 'https://www.youtube.com/watch?v=short', embed_url: null });
    expect(out).toContain('Video nicht verfügbar');
    expect(out).not.toContain('<button');
  });

  it('plays a self-hosted file with the browser player, loading nothing up front', () => {
    const out = html({ video_url: '/media/intro.mp4' });
    expect(out).toContain('<video controls="" preload="none"');
    expect(out).toContain('<source src="/media/intro.mp4"/>');
  });
});
