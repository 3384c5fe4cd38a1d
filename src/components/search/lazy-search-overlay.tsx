import { lazyDialog } from '../ui/lazy-part';

const overlay = lazyDialog(() =>
  import(/* webpackChunkName: "search-overlay" */ './search-overlay').then((m) => ({ default: m.SearchOverlay })),
);

/** The search overlay, its code (react-select and the location box) loaded when it first opens. */
export const LazySearchOverlay = overlay.Dialog;
/** Starts downloading the overlay's code on a sign of intent. */
export const preloadSearchOverlay = overlay.preload;
