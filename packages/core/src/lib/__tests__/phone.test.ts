import { formatPhone, telHref } from '../phone';

describe('formatPhone', () => {
  it.each([
    ['504567890', '+971 50 456 7890'],
    ['97143210000', '+971 4 321 0000'],
    ['97155123456', '+971 5 512 3456'],
    ['971501234567', '+971 50 123 4567'],
    ['+971 50 123 4567', '+971 50 123 4567'],
    ['(971) 50-123-4567', '+971 50 123 4567'],
    ['800 4567', '800 4567'],
    ['', ''],
  ])('%s is shown as %s', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['504567890', 'tel:+971504567890'],
    ['971501234567', 'tel:+971501234567'],
    ['+971 4 321 0000', 'tel:+97143210000'],
  ])('%s dials %s', (raw, expected) => {
    expect(telHref(raw)).toBe(expected);
  });
});
