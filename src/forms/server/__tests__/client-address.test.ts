import { readFormsConfig } from '../config';
import { clientAddress } from '../client-address';

describe('clientAddress', () => {
  it.each([
    [
      'no trusted header: the connection, whatever X-Forwarded-For claims',
      { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
      '10.0.0.9',
      null,
      '10.0.0.9',
    ],
    [
      "the edge's own header when the deployment names it",
      { 'x-nf-client-connection-ip': ' 198.51.100.4 ' },
      '10.0.0.9',
      'x-nf-client-connection-ip',
      '198.51.100.4',
    ],
    [
      'the named header missing: the connection',
      { 'x-forwarded-for': '203.0.113.7' },
      '10.0.0.9',
      'x-nf-client-connection-ip',
      '10.0.0.9',
    ],
    [
      'a repeated header: its first value',
      { 'x-real-ip': ['198.51.100.4', '203.0.113.7'] },
      '10.0.0.9',
      'x-real-ip',
      '198.51.100.4',
    ],
    ['no address at all', {}, undefined, null, 'unknown'],
  ] as const)('%s', (_, headers, socket, trusted, expected) => {
    expect(clientAddress(headers, socket, trusted)).toBe(expected);
  });

  it('gives a bot that changes X-Forwarded-For on every request one address', () => {
    const addresses = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((spoofed) =>
      clientAddress({ 'x-forwarded-for': spoofed }, '10.0.0.9', null),
    );
    expect(new Set(addresses)).toEqual(new Set(['10.0.0.9']));
  });

  it('takes the trusted header from FORMS_CLIENT_IP_HEADER, and only a header name', () => {
    expect(readFormsConfig({ FORMS_CLIENT_IP_HEADER: ' X-NF-Client-Connection-IP ' }, () => '').clientIpHeader).toBe(
      'x-nf-client-connection-ip',
    );
    expect(readFormsConfig({ FORMS_CLIENT_IP_HEADER: 'x-real-ip: 1' }, () => '').clientIpHeader).toBeNull();
    expect(readFormsConfig({}, () => '').clientIpHeader).toBeNull();
  });
});
