/**
 * Which video the hero can embed (spec section 2, video component): a YouTube id from a watch,
 * short, embed or youtube-nocookie URL. The player is always the privacy-enhanced
 * youtube-nocookie host, and only after the visitor asks for it.
 */
import { VIDEO_PLAYER_ORIGIN } from '@wegweiser/contracts/constants';
import { contentImage } from '../../../shared/lib/content-url';

/** A video id is 11 characters of letters, digits, underscore and hyphen. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function parseUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    // Editors sometimes paste "youtu.be/…" or "//www.youtube.com/…" without a scheme.
    return new URL(/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
}

const valid = (id: string | null | undefined) => (id && VIDEO_ID_PATTERN.test(id) ? id : null);

/** The YouTube video id of a URL, or null when the URL is not a usable YouTube link. */
export function extractYouTubeId(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = parseUrl(value);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return valid(segments[0]);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return valid(url.searchParams.get('v'));
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return valid(segments[1]);
  return null;
}

/** A self-hosted video file, played by the browser's own player. */
export function directVideoUrl(value: string | null | undefined): string | null {
  const trimmed = contentImage(value);
  if (!trimmed) return null;
  const path = trimmed.split(/[?#]/)[0] ?? '';
  if (!/\.(mp4|webm|ogg|ogv)$/i.test(path)) return null;
  if (!/^(https?:\/\/|\/(?!\/))/i.test(trimmed)) return null;
  return trimmed;
}

export type PlayableVideo = { kind: 'youtube'; id: string } | { kind: 'file'; src: string };

/** The first usable source, video_url before embed_url; null means "Video nicht verfügbar". */
export function resolveVideo(media: {
  video_url?: string | null;
  embed_url?: string | null;
}): PlayableVideo | null {
  for (const candidate of [media.video_url, media.embed_url]) {
    const id = extractYouTubeId(candidate);
    if (id) return { kind: 'youtube', id };
    const src = directVideoUrl(candidate);
    if (src) return { kind: 'file', src };
  }
  return null;
}

/** The privacy-enhanced player URL; requested only after the visitor clicks play. */
export const youTubeEmbedUrl = (id: string) =>
  `${VIDEO_PLAYER_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
