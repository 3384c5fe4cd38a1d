import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from '../use-is-mobile';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useIsMobile', () => {
  it('is true below 768 px and follows resizes', () => {
    window.innerWidth = 1024;
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    resizeTo(767);
    expect(result.current).toBe(true);
    resizeTo(768);
    expect(result.current).toBe(false);
  });
});
