import { useEffect, useState } from 'react';

/** Spec: the mobile flag is true below 768 px (Bootstrap's md breakpoint). */
export const MOBILE_BREAKPOINT = 768;

/** Whether the window is narrower than 768 px; false at build time, then follows resizes. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const update = () => setMobile(window.innerWidth < MOBILE_BREAKPOINT);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
