import { FORMS } from '../definitions';
import { LINKABLE_FORMS, formOfLink, pageHiddenFields } from '../form-link';

describe('formOfLink', () => {
  it.each([
    ['#form-valuation', 'valuation'],
    ['#form-contact', 'contact'],
    ['#form-enquire', null],
    ['#form-nothing', null],
    ['/sell-your-property-in-uae/property-valuation-in-dubai/', null],
    ['https://x.example/#form-valuation', null],
    ['', null],
  ])('%p opens %p', (link, form) => {
    expect(formOfLink(link)).toBe(form);
  });

  it('offers every form the site defines but those about a listing, a person or a search on the page', () => {
    const linkable: string[] = [...LINKABLE_FORMS];
    expect(Object.keys(FORMS).filter((id) => !linkable.includes(id))).toEqual([
      'offplan-register',
      'enquire',
      'member-contact',
      'alert',
    ]);
  });
});

describe('pageHiddenFields', () => {
  it('gives the contact form the recipient a page names, and nothing else', () => {
    expect(pageHiddenFields('contact', ' sales@oasiskey.ae ')).toEqual({ to_admin: 'sales@oasiskey.ae' });
    expect(pageHiddenFields('contact', 'not an address')).toBeUndefined();
    expect(pageHiddenFields('contact', null)).toBeUndefined();
    expect(pageHiddenFields('valuation', 'sales@oasiskey.ae')).toBeUndefined();
  });
});
