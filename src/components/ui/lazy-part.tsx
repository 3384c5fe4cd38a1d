import React, { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

type Module<P> = { default: ComponentType<P> };

/**
 * A part of the page whose code loads when it is first wanted (the search overlay, the form
 * dialogs), with `preload` to start the download on a sign of intent: pointer over, focus,
 * touch. A failed download can be tried again.
 */
export function lazyPart<P extends { locale: LocaleCode }>(
  load: () => Promise<Module<P>>,
  /** `pending: false`: nothing stands in while the code downloads (a part that was not asked for). */
  { pending = true }: { pending?: boolean } = {},
) {
  const preload = loadOnce(load).load;
  let Lazy = lazy(preload) as unknown as ComponentType<P>;
  return {
    preload,
    /** Renders the part; while its code downloads, a dialog-like "Loading…" answers the click at once. */
    Part(props: P) {
      const [attempt, setAttempt] = useState(0);
      return (
        <LoadBoundary
          key={attempt}
          locale={props.locale}
          onRetry={() => {
            Lazy = lazy(preload) as unknown as ComponentType<P>;
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={pending ? <Pending locale={props.locale} /> : null}>
            <Lazy {...props} />
          </Suspense>
        </LoadBoundary>
      );
    },
  };
}

/**
 * A download started at most once at a time and kept once it has come (`loaded()` gives it
 * then); a failed one is tried again on the next `load()`.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/** Props that start a part's download when a visitor shows they are about to use it. */
export function onIntent(preload: () => Promise<unknown>) {
  const start = () => void preload().catch(() => {});
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

function Pending({ locale }: { locale: LocaleCode }) {
  return (
    <div className="lazy-part-pending" role="status">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{t(locale, 'loading')}</span>
    </div>
  );
}

type BoundaryProps = { locale: LocaleCode; onRetry: () => void; children: ReactNode };

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { locale, onRetry } = this.props;
    return (
      <div className="lazy-part-pending" role="alert">
        <p className="mb-2">{t(locale, 'loadFailed')}</p>
        <button type="button" className="btn btn-light" onClick={onRetry}>
          {t(locale, 'tryAgain')}
        </button>
      </div>
    );
  }
}

/**
 * A dialog (modal, overlay, drawer) whose code loads the first time it is shown, or earlier
 * on intent (`preload`), and which then stays mounted so it can animate closed and reopen at once.
 */
export function lazyDialog<P extends { locale: LocaleCode; show: boolean }>(load: () => Promise<Module<P>>) {
  const part = lazyPart(load);
  return {
    preload: part.preload,
    Dialog(props: P) {
      const [wanted, setWanted] = useState(props.show);
      if (props.show && !wanted) setWanted(true);
      return wanted ? <part.Part {...props} /> : null;
    },
  };
}
