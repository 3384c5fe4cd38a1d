import { act, renderHook } from '@testing-library/react';
import { useDelayed } from '../use-delayed';

describe('useDelayed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true once the delay has passed, not before', () => {
    const { result } = renderHook(() => useDelayed(1000));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useDelayed(1000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
