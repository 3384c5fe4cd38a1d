import { FORMS } from '../definitions';
import { LINKABLE_FORMS, formOfLink } from '../form-link';

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

  it('offers every form the site defines but those about a listing or a person on the page', () => {
    const linkable: string[] = [...LINKABLE_FORMS];
    expect(Object.keys(FORMS).filter((id) => !linkable.includes(id))).toEqual([
      'offplan-register',
      'enquire',
      'member-contact',
    ]);
  });
});
