import React, { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/picture';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';

export type GalleryProps = {
  images: readonly { data: IGatsbyImageData; alt: string }[];
  title: string;
  locale: LocaleCode;
};

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a page turn. */
const SWIPE_PX = 40;

/**
 * The listing's photos one at a time: previous/next buttons, arrow keys (mirrored on
 * right-to-left pages), swipe on touch screens, and a counter read out on each change.
 */
export function Gallery({ images, title, locale }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = images.length;
  if (!total)
    return (
      <p className="property-gallery property-gallery--empty text-body-secondary rounded mb-4">
        {t(locale, 'gallery.none')}
      </p>
    );

  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  const rtl = locale === 'ar';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    // A swipe towards the start of the line shows the next photo.
    go(end < start !== rtl ? 1 : -1);
  };
  const image = images[index]!;

  return (
    <section
      className="property-gallery mb-4"
      aria-roledescription="carousel"
      aria-label={t(locale, 'property.photos', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <Picture
        key={index}
        image={image.data}
        alt={image.alt}
        className="property-gallery__main rounded"
        loading={index === 0 ? 'eager' : 'lazy'}
      />
      {total > 1 ? (
        <div className="property-gallery__controls">
          <button
            type="button"
            className="btn btn-light"
            onClick={() => go(-1)}
            aria-label={t(locale, 'gallery.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="property-gallery__counter mb-0" aria-live="polite">
            {t(locale, 'gallery.counter', { current: index + 1, total })}
          </p>
          <button type="button" className="btn btn-light" onClick={() => go(1)} aria-label={t(locale, 'gallery.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
