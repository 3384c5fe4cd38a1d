import React from 'react';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';
import { LiteYouTube } from './lite-youtube';

/** Videos of the page, each a click-to-load YouTube facade with its title. */
export function VideosSection({ section, id, locale }: ContentSectionProps) {
  const videos = section.items.filter((item) => item.videoId);
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="list-unstyled row g-4 mb-0">
        {videos.map((video) => (
          <li key={video.videoId} className="col-md-6 col-lg-4">
            <figure className="mb-0">
              <LiteYouTube videoId={video.videoId} title={video.title} locale={locale} />
              <figcaption className="mt-2 fw-semibold">{video.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
