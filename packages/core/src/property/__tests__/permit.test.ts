import { dldPermitLink, isPermitNumber, normalisePermit, permitQrPayload } from '../permit';

describe('normalisePermit', () => {
  it.each([
    [' 71 2345-6789 ', '7123456789'],
    ['6000123456', '6000123456'],
    [null, ''],
    [undefined, ''],
  ])('%p is %p', (raw, permit) => {
    expect(normalisePermit(raw)).toBe(permit);
  });
});

describe('isPermitNumber', () => {
  it.each([
    ['7123456789', true],
    ['712 345', true],
    ['12345', false],
    ['123456789012345', false],
    ['PERMIT', false],
    ['', false],
    [null, false],
  ])('%p: %p', (raw, valid) => {
    expect(isPermitNumber(raw)).toBe(valid);
  });
});

describe('dldPermitLink', () => {
  it.each([
    [
      ' https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=1 ',
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=1',
    ],
    ['https://dubailand.gov.ae/en/', 'https://dubailand.gov.ae/en/'],
    ['https://dubailand.gov.ae.evil.example/x', null],
    ['https://evil.example/?https://dubailand.gov.ae/', null],
    ['javascript:alert(1)//dubailand.gov.ae/', null],
    ['http://dubailand.gov.ae/x', null],
    ['', null],
    [null, null],
  ])('%p gives %p', (link, trusted) => {
    expect(dldPermitLink(link)).toBe(trusted);
  });
});

describe('permitQrPayload', () => {
  it.each([
    ['7123456789', undefined, '7123456789'],
    ['71 2345 6789', null, '7123456789'],
    [
      '7123456789',
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?x=1',
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?x=1',
    ],
    ['7123456789', 'https://dubailand.gov.ae.evil.example/x', '7123456789'],
    ['7123456789', 'http://dubailand.gov.ae/x', '7123456789'],
    ['', 'https://dubailand.gov.ae/x', null],
    ['n/a', undefined, null],
  ])('%p with link %p encodes %p', (permit, link, payload) => {
    expect(permitQrPayload(permit, link)).toBe(payload);
  });
});
