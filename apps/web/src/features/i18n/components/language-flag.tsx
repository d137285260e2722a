import { FLAG_DEFAULT_SIZE_PX } from '@wegweiser/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { countryForLanguage } from '../../../shared/i18n/country-for-language';
import { flagUrl } from '../flag-urls';

/**
 * The flag of a language as a self-hosted image (4:3 box); when there is no image for the country
 * or it fails to load, the two-letter country code as text.
 */
export function LanguageFlag({ code, size = FLAG_DEFAULT_SIZE_PX }: { code: string; size?: number }) {
  const country = countryForLanguage(code);
  const src = flagUrl(country);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const height = Math.round(size * 0.75);

  // A server-rendered image can fail before hydration attaches onError; its state tells.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        data-flag-fallback={country}
        style={{ width: size, height, fontSize: Math.max(8, Math.round(size * 0.45)) }}
        className="inline-flex shrink-0 items-center justify-center rounded-sm bg-dark-100 font-semibold uppercase leading-none text-dark-800 dark:bg-dark-700 dark:text-dark-50"
      >
        {country.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={size}
      height={height}
      // Lazy: a flag in a closed menu is never fetched, and none is preloaded ahead of the page's
      // own content (React preloads every eager <img> it renders on the server).
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ width: size, height }}
      className="shrink-0 rounded-sm object-cover ring-1 ring-black/10 dark:ring-white/15"
    />
  );
}
