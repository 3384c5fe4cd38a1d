import { act, fireEvent, renderHook } from '@testing-library/react';
import { ACTIVITY_EVENTS, usePageActivity } from '../use-page-activity';

describe('usePageActivity', () => {
  it('stays inactive and silent while the visitor does nothing', () => {
    const onActive = jest.fn();
    const { result } = renderHook(() => usePageActivity(onActive));
    expect(result.current).toBe(false);
    fireEvent.scroll(window);
    fireEvent.click(document.body);
    expect(onActive).not.toHaveBeenCalled();
  });

  it.each([
    ['mousemove', () => fireEvent.mouseMove(document.body)],
    ['mousedown', () => fireEvent.mouseDown(document.body)],
    ['keydown', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['touchstart', () => fireEvent.touchStart(window)],
    ['touchmove', () => fireEvent.touchMove(document.body)],
  ])('turns active and calls back on the first %s', (_name, fire) => {
    const onActive = jest.fn();
    const { result } = renderHook(() => usePageActivity(onActive));
    act(fire);
    expect(result.current).toBe(true);
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it('calls back only once, however much the visitor does', () => {
    const onActive = jest.fn();
    renderHook(() => usePageActivity(onActive));
    act(() => {
      fireEvent.mouseMove(document.body);
      fireEvent.keyDown(document.body);
      fireEvent.touchMove(document.body);
    });
    fireEvent.mouseMove(document.body);
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback when the component re-rendered with a new one', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => usePageActivity(cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    act(() => void fireEvent.mouseMove(document.body));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('removes every listener after the first activity, and on unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    renderHook(() => usePageActivity());
    act(() => void fireEvent.mouseMove(document.body));
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(expect.arrayContaining([...ACTIVITY_EVENTS]));
    remove.mockClear();

    const { unmount } = renderHook(() => usePageActivity());
    unmount();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining([...ACTIVITY_EVENTS]));
    remove.mockRestore();
  });

  it('never calls back after unmount', () => {
    const onActive = jest.fn();
    const { unmount } = renderHook(() => usePageActivity(onActive));
    unmount();
    fireEvent.mouseMove(document.body);
    expect(onActive).not.toHaveBeenCalled();
  });
});
