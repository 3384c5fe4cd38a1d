import React from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type GalleryLightboxProps = {
  images: readonly { data: IGatsbyImageData; alt: string }[];
  title: string;
  locale: LocaleCode;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/** Every width of an image the build made (its WebP set, else its fallback's), for the browser to choose from. */
export function slideOf({ data, alt }: { data: IGatsbyImageData; alt: string }): Slide {
  const { fallback, sources = [] } = data.images;
  const srcSet = (sources[0]?.srcSet ?? fallback?.srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src, w]) => {
      const width = Number.parseInt(w ?? '', 10);
      return src && width > 0 ? [{ src, width, height: Math.round((width * data.height) / data.width) }] : [];
    });
  return { src: fallback?.src ?? srcSet.at(-1)?.src ?? '', alt, width: data.width, height: data.height, srcSet };
}

/**
 * The photos full screen (yet-another-react-lightbox, loaded when a visitor opens them): a
 * modal dialog with thumbnails, the photo count, wheel and pinch zoom, swipe and arrow keys
 * (mirrored on right-to-left pages); Escape closes it and the focus returns to where it was.
 */
export default function GalleryLightbox({ images, title, locale, index, onIndex, onClose }: GalleryLightboxProps) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={images.map(slideOf)}
      plugins={[Thumbnails, Zoom, Counter]}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      carousel={{ finite: false, preload: 1 }}
      zoom={{ scrollToZoom: true, maxZoomPixelRatio: 2 }}
      thumbnails={{ width: 96, height: 64, border: 0, gap: 8, imageFit: 'cover', vignette: false }}
      counter={{ container: { style: { top: 0, insetInlineStart: 0 } } }}
      labels={{
        Previous: t(locale, 'gallery.previous'),
        Next: t(locale, 'gallery.next'),
        Close: t(locale, 'gallery.close'),
        Lightbox: t(locale, 'gallery.lightbox', { title }),
        'Photo gallery': t(locale, 'gallery.lightbox', { title }),
        Carousel: t(locale, 'gallery.thumbnails'),
        Slide: t(locale, 'gallery.slide'),
        Thumbnails: t(locale, 'gallery.thumbnails'),
        'Zoom in': t(locale, 'gallery.zoomIn'),
        'Zoom out': t(locale, 'gallery.zoomOut'),
        '{index} of {total}': t(locale, 'gallery.counter', { current: '{index}', total: '{total}' }),
      }}
      className="gallery-lightbox"
    />
  );
}
