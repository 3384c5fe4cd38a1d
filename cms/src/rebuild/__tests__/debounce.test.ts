import { createDebouncer } from '../debounce';

describe('createDebouncer', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const make = () => {
    const fire = jest.fn();
    return { fire, debouncer: createDebouncer({ quietMs: 10_000, maxWaitMs: 60_000, fire }) };
  };

  it('fires once, 10 s after the last of a burst of edits, with every change', () => {
    const { fire, debouncer } = make();
    for (let i = 0; i < 5; i++) {
      debouncer.trigger(`update ${i}`);
      jest.advanceTimersByTime(2_000);
    }
    expect(fire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(7_999);
    expect(fire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(['update 0', 'update 1', 'update 2', 'update 3', 'update 4']);
  });

  it('fires at most 60 s after the first edit while edits keep coming, then starts a new burst', () => {
    const { fire, debouncer } = make();
    for (let t = 0; t < 100_000; t += 5_000) {
      debouncer.trigger(`edit at ${t}`);
      jest.advanceTimersByTime(5_000);
    }
    // Edits at 0..55 s fire at 60 s; edits at 60..95 s wait for the quiet period after 95 s.
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire.mock.calls[0][0]).toHaveLength(12);
    jest.advanceTimersByTime(5_000);
    expect(fire).toHaveBeenCalledTimes(2);
    expect(fire.mock.calls[1][0]).toHaveLength(8);
  });

  it('fires separately for edits further apart than the quiet period', () => {
    const { fire, debouncer } = make();
    debouncer.trigger('a');
    jest.advanceTimersByTime(10_000);
    debouncer.trigger('b');
    jest.advanceTimersByTime(10_000);
    expect(fire.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('flushes pending changes at once and does nothing when none are pending', () => {
    const { fire, debouncer } = make();
    debouncer.flush();
    expect(fire).not.toHaveBeenCalled();
    debouncer.trigger('a');
    expect(debouncer.pending).toBe(1);
    debouncer.flush();
    expect(fire).toHaveBeenCalledWith(['a']);
    jest.advanceTimersByTime(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('drops pending changes on cancel', () => {
    const { fire, debouncer } = make();
    debouncer.trigger('a');
    debouncer.cancel();
    jest.advanceTimersByTime(60_000);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('createDebouncer while held (a feed import)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('gathers every change of a long import into one call when released', () => {
    const fire = jest.fn();
    const debouncer = createDebouncer({ quietMs: 10_000, maxWaitMs: 60_000, fire });
    const release = debouncer.hold();
    for (let t = 0; t < 600_000; t += 1_000) {
      debouncer.trigger(`update ${t}`);
      jest.advanceTimersByTime(1_000);
    }
    expect(fire).not.toHaveBeenCalled();
    release();
    release();
    jest.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire.mock.calls[0][0]).toHaveLength(600);
    jest.advanceTimersByTime(120_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('waits for the last of nested holds, and calls nothing for an import that changed nothing', () => {
    const fire = jest.fn();
    const debouncer = createDebouncer({ quietMs: 10_000, maxWaitMs: 60_000, fire });
    const first = debouncer.hold();
    const second = debouncer.hold();
    first();
    jest.advanceTimersByTime(60_000);
    second();
    jest.advanceTimersByTime(60_000);
    expect(fire).not.toHaveBeenCalled();
    const third = debouncer.hold();
    debouncer.trigger('edit');
    jest.advanceTimersByTime(60_000);
    expect(fire).not.toHaveBeenCalled();
    third();
    jest.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledWith(['edit']);
  });
});
