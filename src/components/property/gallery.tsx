import React, { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/picture';
import { lazyPart } from '../ui/lazy-part';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type GalleryProps = {
  images: readonly { data: IGatsbyImageData; alt: string }[];
  title: string;
  locale: LocaleCode;
};

// The full-screen viewer's code (and its library) loads when a visitor first opens it, or
// points at it; a failed download says so and can be tried again.
const GalleryLightbox = lazyPart(() => import('./gallery-lightbox'));
const loadLightbox = () => GalleryLightbox.preload().catch(() => {});

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a page turn. */
const SWIPE_PX = 40;

/**
 * The listing's photos one at a time: previous/next buttons, arrow keys (mirrored on
 * right-to-left pages), swipe on touch screens, a counter read out on each change and a
 * row of thumbnails. The photo (or "All photos") opens them full screen.
 */
export function Gallery({ images, title, locale }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
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
  // While the full-screen viewer is open its own keys and swipes turn the photos (its
  // events bubble here through React's tree): this carousel follows through `onIndex`.
  const onKeyDown = (event: KeyboardEvent) => {
    if (full) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent) => {
    if (full) return;
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
      <button
        type="button"
        className="property-gallery__open"
        onClick={() => setFull(true)}
        onPointerEnter={() => void loadLightbox()}
        aria-label={t(locale, 'gallery.open', { current: index + 1, total })}
      >
        <Picture
          key={index}
          image={image.data}
          alt={image.alt}
          className="property-gallery__main rounded"
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      </button>
      {total > 1 ? (
        <button
          type="button"
          className="btn btn-light btn-sm property-gallery__all"
          onClick={() => setFull(true)}
          onPointerEnter={() => void loadLightbox()}
        >
          {t(locale, 'gallery.all', { total })}
        </button>
      ) : null}
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
      {total > 1 ? (
        <ul className="property-gallery__thumbs list-unstyled" aria-label={t(locale, 'gallery.thumbnails')}>
          {images.map((photo, k) => (
            <li key={k}>
              <button
                type="button"
                onClick={() => setIndex(k)}
                aria-current={k === index ? 'true' : undefined}
                aria-label={t(locale, 'gallery.counter', { current: k + 1, total })}
              >
                <Picture image={photo.data} alt="" sizes="96px" className="rounded" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <GalleryLightbox.Part
          images={images}
          title={title}
          locale={locale}
          index={index}
          onIndex={setIndex}
          onClose={() => setFull(false)}
        />
      ) : null}
    </section>
  );
}
