import { readFeedConfig, redactSource } from '../config';
import { readGeopoints } from '../geo';
import { descriptionText } from '../text';
import { readFurnishing, readNumber, readRooms, readUrl } from '../values';

describe('feed values', () => {
  it.each([
    ['1150000', 1150000],
    ['3,850,000', 3850000],
    [' 11 200 ', 11200],
    ['19.5', 19.5],
    ['', null],
  ])('reads the number %p', (raw, value) => {
    expect(readNumber(raw, 'price')).toEqual({ value });
  });

  it('says which value is not a number', () => {
    expect(readNumber('AED 1.2M', 'price')).toEqual({ problem: "price 'AED 1.2M' is not a number" });
  });

  it.each([
    ['studio', 0],
    ['Studio', 0],
    ['0', 0],
    ['3', 3],
    ['7+', 7],
    ['10', 10],
    ['', null],
  ])('reads the rooms %p', (raw, value) => {
    expect(readRooms(raw, 'bedrooms')).toEqual({ value });
  });

  it('says when rooms are not a number', () => {
    expect(readRooms('many', 'bedrooms')).toEqual({ problem: "bedrooms 'many' is not a number of rooms" });
  });

  it.each([
    ['Yes', 'furnished'],
    ['No', 'unfurnished'],
    ['Partly', 'partly_furnished'],
    ['maybe', null],
  ])('reads furnishing %p', (raw, value) => {
    expect(readFurnishing(raw)).toBe(value);
  });

  it('keeps only http and https addresses', () => {
    expect(readUrl(' https://photos.feed.test/a.jpg ')).toBe('https://photos.feed.test/a.jpg');
    expect(readUrl('ftp://photos.feed.test/a.jpg')).toBeNull();
    expect(readUrl('a.jpg')).toBeNull();
  });
});

describe('readGeopoints', () => {
  it.each([
    ['longitude,latitude as documented', '55.1410,25.0862'],
    ['latitude,longitude as many generators write', '25.0862,55.1410'],
    ['with a space', '25.0862, 55.1410'],
  ])('reads %s', (_name, raw) => {
    expect(readGeopoints(raw)).toEqual({ latitude: 25.0862, longitude: 55.141 });
  });

  it.each(['51.5072,-0.1276', '0,0', 'abc', '25.1'])('leaves out %p, which is not in the UAE', (raw) => {
    expect(readGeopoints(raw)).toBeNull();
  });
});

describe('descriptionText', () => {
  it('reads the markup CRMs put in CDATA as paragraphs and lines', () => {
    expect(
      descriptionText(
        '<p>A <strong>bright</strong> studio.</p><ul><li>Marina view</li><li>Pool &amp; gym</li></ul><script>x()</script>',
      ),
    ).toBe('A bright studio.\n\n• Marina view\n• Pool & gym');
    expect(descriptionText('Fitted.<br/>Two parking spaces.')).toBe('Fitted.\nTwo parking spaces.');
  });

  it('keeps plain text and its paragraphs', () => {
    expect(descriptionText('Seven bedrooms.\r\n\r\n\r\nPrivate beach.  ')).toBe('Seven bedrooms.\n\nPrivate beach.');
  });
});

describe('feed settings', () => {
  it('reads the defaults and the values given', () => {
    expect(readFeedConfig({})).toEqual({
      url: null,
      intervalMs: 3_600_000,
      maxUnpublishShare: 0.2,
      timeoutMs: 600_000,
    });
    expect(
      readFeedConfig({
        FEED_URL: 'https://crm.example/pf.xml',
        FEED_INTERVAL_MS: '0',
        FEED_MAX_UNPUBLISH_SHARE: '0.5',
      }),
    ).toMatchObject({ url: 'https://crm.example/pf.xml', intervalMs: 0, maxUnpublishShare: 0.5 });
  });

  it.each([
    [{ FEED_URL: 'crm.example/pf.xml' }, /FEED_URL must be an http/],
    [{ FEED_INTERVAL_MS: 'hourly' }, /FEED_INTERVAL_MS=hourly is not a number/],
    [{ FEED_MAX_UNPUBLISH_SHARE: '20' }, /FEED_MAX_UNPUBLISH_SHARE=20 is not a number from 0 to 1/],
  ])('refuses %p with a clear message', (env, message) => {
    expect(() => readFeedConfig(env)).toThrow(message);
  });

  it('hides the access key a feed address carries', () => {
    expect(redactSource('https://user:pw@crm.example/feed.xml?key=s3cret')).toBe('https://crm.example/feed.xml?…');
    expect(redactSource('/tmp/feed.xml')).toBe('/tmp/feed.xml');
  });
});
