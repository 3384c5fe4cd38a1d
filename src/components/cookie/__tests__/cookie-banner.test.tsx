import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COOKIES_ACCEPTED_KEY, CookieBanner } from '../cookie-banner';

const moveMouse = () => act(() => void fireEvent.mouseMove(document.body));
const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('CookieBanner', () => {
  it('stays hidden until the visitor first does something', () => {
    render(<CookieBanner locale="en" />);
    expect(banner()).not.toBeInTheDocument();
    moveMouse();
    expect(banner()).toBeInTheDocument();
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

  it('hides once accepted and stays hidden after a reload', () => {
    const { unmount } = render(<CookieBanner locale="en" />);
    moveMouse();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIES_ACCEPTED_KEY)).toBe('yes');
    expect(COOKIES_ACCEPTED_KEY).toBe('cookies-accepted');

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
});
