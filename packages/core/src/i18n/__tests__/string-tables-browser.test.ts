import * as everyLanguage from '../string-tables';
import * as browser from '../string-tables.browser';

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);

describe('the browser string tables', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeAll(() => {
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => fetchMock.mockReset());

  it('offer what the build-side tables offer', () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(everyLanguage).sort());
  });

  it('hold no language until it is fetched, then that language only, fetched once', async () => {
    expect(browser.STRING_TABLES).toEqual({});
    fetchMock.mockReturnValue(answer(everyLanguage.STRING_TABLES.fr));
    await Promise.all([browser.loadStrings('fr'), browser.loadStrings('fr')]);
    await browser.loadStrings('fr');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/strings/fr.test.json');
    expect(Object.keys(browser.STRING_TABLES)).toEqual(['fr']);
    expect(browser.STRING_TABLES.fr).toEqual(everyLanguage.STRING_TABLES.fr);
  });

  it('try a failed download once more, and report a second failure', async () => {
    fetchMock
      .mockReturnValueOnce(Promise.reject(new TypeError('network')))
      .mockReturnValueOnce(answer({ home: 'Start' }));
    await browser.loadStrings('pl');
    expect(browser.STRING_TABLES.pl).toEqual({ home: 'Start' });

    fetchMock.mockReturnValue(answer('', 503));
    await expect(browser.loadStrings('ru')).rejects.toThrow('/strings/ru.test.json answered 503');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // A later call tries again rather than keeping the failure.
    fetchMock.mockReturnValue(answer({ home: 'Главная' }));
    await browser.loadStrings('ru');
    expect(browser.STRING_TABLES.ru).toEqual({ home: 'Главная' });
  });
});
