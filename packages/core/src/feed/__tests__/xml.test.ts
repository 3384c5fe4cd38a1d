/** @jest-environment node */
import fc from 'fast-check';
import { MalformedFeedError, childText, readXmlRecords, type XmlEvent } from '../xml';

const FEED =
  '<?xml version="1.0"?>\n<list listing_count="2">\n' +
  '  <property><reference_number>A-1</reference_number><title_en><![CDATA[Café <b>view</b>]]></title_en></property>\n' +
  '  <property><reference_number>A-2</reference_number><title_ar>شقة مطلة على البحر</title_ar></property>\n' +
  '</list>\n';

async function read(chunks: Iterable<string | Uint8Array>): Promise<XmlEvent[]> {
  const events: XmlEvent[] = [];
  for await (const event of readXmlRecords(chunks)) events.push(event);
  return events;
}

/** Splits bytes at the given cut points (so UTF-8 characters and tags are cut anywhere). */
const cut = (bytes: Uint8Array, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((from, i) => bytes.subarray(from, points[i] ?? bytes.length));
};

describe('readXmlRecords', () => {
  it('yields the root, then each record with its text, CDATA and line', async () => {
    const events = await read([FEED]);
    expect(events[0]).toMatchObject({ kind: 'root', name: 'list', attrs: { listing_count: '2' }, line: 2 });
    const records = events.filter((e) => e.kind === 'record');
    expect(records.map((r) => childText(r.element, 'reference_number'))).toEqual(['A-1', 'A-2']);
    expect(childText(records[0]!.element, 'title_en')).toBe('Café <b>view</b>');
    expect(childText(records[1]!.element, 'title_ar')).toBe('شقة مطلة على البحر');
    expect(records.map((r) => r.element.line)).toEqual([3, 4]);
  });

  it('reads the same records however the bytes are cut into chunks', async () => {
    const bytes = new TextEncoder().encode(FEED);
    const whole = await read([bytes]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 12 }), async (at) => {
        expect(await read(cut(bytes, at))).toEqual(whole);
      }),
      { numRuns: 60 },
    );
  });

  it('marks only the record whose XML is broken, and reads on', async () => {
    const events = await read(['<list><property><a>1<b>2</a></property>\n<property><a>3</a></property></list>']);
    const records = events.filter((e) => e.kind === 'record');
    expect(records).toHaveLength(2);
    expect(records[0]!.errors[0]).toMatch(/^unparseable XML around line 1: /);
    expect(records[1]!.errors).toEqual([]);
  });

  it.each([
    ['a cut-off download', '<list><property><a>1</a></property><property><a>'],
    ['text after the root', '<list><property/></list>garbage'],
    ['an HTML error page', '<html><body><p>502 Bad Gateway</p></body>'],
    ['an empty answer', ''],
    ['a bare ampersand that swallows the rest', '<list><property><a>1 & 2</a></property></list>'],
  ])('refuses %s as a malformed feed', async (_name, xml) => {
    await expect(read([xml])).rejects.toBeInstanceOf(MalformedFeedError);
  });
});
