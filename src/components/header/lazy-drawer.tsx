import { lazyDialog } from '../ui/lazy-part';

const drawer = lazyDialog(() =>
  import(/* webpackChunkName: "drawer" */ './drawer').then((m) => ({ default: m.Drawer })),
);

/** The phone menu drawer, its code (the off-canvas panel) loaded when it first opens. */
export const LazyDrawer = drawer.Dialog;
/** Starts downloading the drawer's code on a sign of intent. */
export const preloadDrawer = drawer.preload;
