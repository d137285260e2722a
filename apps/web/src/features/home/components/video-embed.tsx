/**
 * The hero video (spec section 2). Privacy: nothing is requested from the video host until the
 * visitor clicks play — first a local poster button, then the youtube-nocookie player. Without a
 * usable URL the component reads 'Video nicht verfügbar' (lang="de"; on a page in another language
 * with a line saying so in it, decision 097).
 */
import { PlayIcon } from '@heroicons/react/24/solid';
import { useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { statusTexts } from '../../../shared/i18n/status-texts';
import { contentImage } from '../../../shared/lib/content-url';
import { resolveVideo, youTubeEmbedUrl } from '../lib/video-url';

export const VIDEO_UNAVAILABLE = 'Video nicht verfügbar';

type VideoSource = {
  video_url?: string | null;
  embed_url?: string | null;
  image_url?: string | null;
  image_alt?: string;
};

/** A poster only from our own server: a remote thumbnail would contact a third party before play. */
const localPoster = (url: string | null | undefined) => {
  const src = contentImage(url);
  return src?.startsWith('/') ? src : null;
};

const frame =
  'relative aspect-video w-full overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-900/5 dark:ring-white/10';

export function VideoEmbed({ media }: { media: VideoSource }) {
  const { language } = useApp();
  const [playing, setPlaying] = useState(false);
  const video = resolveVideo(media);
  const title = media.image_alt?.trim() || 'Video';
  const poster = localPoster(media.image_url);

  if (!video) {
    const note = statusTexts.fixedTextNote('noVideo', 'de', language);
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-1 bg-slate-100 px-4 text-center dark:bg-dark-800`}
      >
        <p lang="de" className="text-slate-600 dark:text-dark-200">
          {VIDEO_UNAVAILABLE}
        </p>
        {note ? <p className="text-sm text-slate-600 dark:text-dark-200">{note}</p> : null}
      </div>
    );
  }

  if (video.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: captions come with the editor's video file, not from the site
      <video
        controls
        preload="none"
        poster={poster ?? undefined}
        className={`${frame} bg-black`}
        title={title}
      >
        <source src={video.src} />
      </video>
    );
  }

  if (playing) {
    return (
      <div className={`${frame} bg-black`}>
        <iframe
          src={youTubeEmbedUrl(video.id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => setPlaying(true)}
        data-video-id={video.id}
        className={`${frame} group block bg-linear-to-br from-primary-700 via-primary-800 to-dark-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300`}
      >
        {poster ? (
          <img
            src={poster}
            alt=""
            width={960}
            height={540}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-dark-900/25 transition-colors group-hover:bg-dark-900/10"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-white/95 text-primary-800 shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
            <PlayIcon aria-hidden="true" className="ml-1 size-9" />
          </span>
        </span>
        <span className="sr-only">{statusTexts.playVideo(language, title)}</span>
      </button>
      <p className="mt-3 text-center text-xs text-slate-600 dark:text-dark-200">
        {statusTexts.videoNotice(language)}
      </p>
    </div>
  );
}
