import { useEffect, useRef, useState } from 'react';

/** What counts as a visitor's first activity on the page (spec: page activity). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'touchmove'] as const;

/**
 * Whether the visitor has moved, clicked, typed or touched yet. `onActive` runs once, on
 * the first such event; the listeners are then removed. Lets optional extras (cookie
 * banner, newsletter, images) wait until someone is actually using the page.
 */
export function usePageActivity(onActive?: () => void): boolean {
  const [active, setActive] = useState(false);
  // The latest callback, so a new function on every render does not re-attach listeners.
  const callback = useRef(onActive);
  callback.current = onActive;

  useEffect(() => {
    const options = { passive: true, capture: true } as const;
    const handle = () => {
      remove();
      setActive(true);
      callback.current?.();
    };
    const remove = () => ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, handle, options));
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, handle, options));
    return remove;
  }, []);

  return active;
}
