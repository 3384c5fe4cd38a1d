import { getLocale } from '../../i18n/locales';
import { resolveMenuLink, toMenu } from '../menu';
import { makeRawMenu } from '../../../../../src/testing/factories';

describe('resolveMenuLink', () => {
  const page = { Slug: 'off-plan-properties-in-uae', Parent: null, Parent2: null, Parent3: null };
  it.each([
    [{ manualLink: 'https://wa.me/97145550100', link: '/contact/', page }, 'https://wa.me/97145550100'],
    [{ manualLink: '  ', link: '/contact/', page }, '/contact/'],
    [{ manualLink: null, link: null, page }, '/off-plan-properties-in-uae/'],
    [{ manualLink: null, link: '', page: { Slug: 'guide', Parent: 'a', Parent2: 'b', Parent3: 'c' } }, '/a/b/c/guide/'],
    [{ manualLink: null, link: null, page: null }, null],
  ])('%j leads to %s', (item, expected) => {
    expect(resolveMenuLink(item)).toBe(expected);
  });
});

describe('toMenu', () => {
  it('leaves out an item whose page the CMS marks Hidden', () => {
    const menu = toMenu(
      [
        makeRawMenu({ Label: 'Preview', link: null, page: { Slug: 'editor-preview', Hidden: true } }),
        makeRawMenu({ Label: 'About', link: null, page: { Slug: 'about-oasis-key', Hidden: false } }),
      ],
      getLocale('en'),
    );
    expect(menu.map((m) => [m.label, m.href])).toEqual([['About', '/about-oasis-key/']]);
  });

  it('orders items, localizes links and nests submenus under their parent', () => {
    const menu = toMenu(
      [makeRawMenu({ Label: 'Rent', order: 2 }), makeRawMenu({ Label: 'Buy', order: 1 })],
      getLocale('ar'),
    );
    expect(menu.map((m) => m.label)).toEqual(['Buy', 'Rent']);
    const [buy] = menu;
    expect(buy?.href).toBe('/uae/properties/for-sale/in-dubai/');
    expect(buy?.columns).toEqual([
      [
        {
          label: 'Apartments',
          href: '/uae/properties/for-sale/in-dubai/type-apartment/',
          children: [
            {
              label: 'Dubai Marina',
              href: '/uae/properties/for-sale/in-dubai-marina/',
              children: [{ label: 'Marina Gate', href: '/uae/properties/for-sale/in-dubai-marina/', children: [] }],
            },
          ],
        },
      ],
    ]);
    expect(buy?.card).toMatchObject({
      title: 'Off-plan launches',
      ctaHref: '/uae/off-plan-properties-in-uae/',
      image: null,
    });
  });

  it('drops items without a label and cards without content', () => {
    const menu = toMenu([makeRawMenu({ Label: '' }), makeRawMenu({ menu_card: null })], getLocale('en'));
    expect(menu).toHaveLength(1);
    expect(menu[0]?.card).toBeNull();
  });
});
