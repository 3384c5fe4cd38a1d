import React, { useState } from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type LiteYouTubeProps = { videoId: string; title: string; locale: LocaleCode };

/** The privacy-enhanced player address; autoplay because the visitor already clicked play. */
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/**
 * A YouTube facade: nothing is fetched from YouTube until the visitor presses play, then
 * the youtube-nocookie player replaces the button.
 */
export function LiteYouTube({ videoId, title, locale }: LiteYouTubeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="lite-youtube ratio ratio-16x9 rounded overflow-hidden">
      {playing ? (
        <iframe
          src={embedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button
          type="button"
          className="lite-youtube__play btn btn-dark d-flex flex-column align-items-center justify-content-center"
          onClick={() => setPlaying(true)}
        >
          <span className="lite-youtube__icon" aria-hidden="true">
            ▶
          </span>
          <span className="visually-hidden">{t(locale, 'video.play', { title })}</span>
        </button>
      )}
    </div>
  );
}
