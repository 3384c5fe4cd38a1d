import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CookieBanner, OPEN_COOKIE_SETTINGS } from '../cookie-banner';
import { CONSENT_KEY, LEGACY_ACCEPTED_KEY } from '@brokerage/core/lib/consent';

const moveMouse = () => act(() => void fireEvent.mouseMove(document.body));
const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

afterEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
  jest.restoreAllMocks();
});

/** The Consent Mode commands the banner queued, as plain arrays. */
const consentUpdates = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
    .filter((a) => a[0] === 'consent');

describe('CookieBanner', () => {
  it('stays hidden until the visitor first does something, then loads and shows', async () => {
    render(<CookieBanner locale="en" />);
    expect(banner()).not.toBeInTheDocument();
    moveMouse();
    // Its content is a chunk of its own, loaded at that moment.
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'ArrowDown' })],
    ['a touch move', () => fireEvent.touchMove(document.body)],
  ])('also appears after %s', (_name, fire) => {
    render(<CookieBanner locale="en" />);
    act(() => void fire());
    expect(banner()).toBeInTheDocument();
  });

  it('links the cookie policy and offers to accept', () => {
    render(<CookieBanner locale="en" />);
    moveMouse();
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/privacy-and-cookie-policy/',
    );
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
  });

  it('speaks the page language and links its policy page', () => {
    render(<CookieBanner locale="ar" />);
    moveMouse();
    expect(screen.getByRole('region', { name: 'إشعار ملفات تعريف الارتباط' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اقرأ سياسة ملفات تعريف الارتباط' })).toHaveAttribute(
      'href',
      '/uae/privacy-and-cookie-policy/',
    );
    expect(screen.getByRole('button', { name: 'قبول ملفات تعريف الارتباط' })).toBeInTheDocument();
  });

  it('stays until accepted', () => {
    render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(document.body);
    expect(banner()).toBeInTheDocument();
  });

  it('hides once accepted, grants consent and stays hidden after a reload', () => {
    const { unmount } = render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({ analytics: true, marketing: true });
    expect(consentUpdates()).toEqual([
      [
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
      ],
    ]);

    unmount();
    render(<CookieBanner locale="en" />);
    moveMouse();
    expect(banner()).not.toBeInTheDocument();
  });

  it('still shows and hides when the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('rejects everything with one button, and denies consent', () => {
    render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({ analytics: false, marketing: false });
    expect(consentUpdates()[0]![2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('lets the visitor choose per purpose, necessary always on, and change it later from the footer', () => {
    render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({ analytics: true, marketing: false });
    expect(consentUpdates()[0]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

    act(() => void window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS)));
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({ analytics: false, marketing: false });
  });

  it('takes the earlier banner’s acceptance as a choice already made', () => {
    window.localStorage.setItem(LEGACY_ACCEPTED_KEY, 'yes');
    render(<CookieBanner locale="en" />);
    moveMouse();
    expect(banner()).not.toBeInTheDocument();
  });
});
