import { enquiryHiddenFields, offPlanHiddenFields } from '../hidden-fields';
import { pageFormFor } from '../page-forms';

describe('pageFormFor', () => {
  it.each([
    ['contact-oasis-key', 'contact'],
    ['contact', 'contact'],
    ['property-valuation-in-dubai', 'valuation'],
    ['real-estate-recruitment-in-uae', 'cv'],
    ['uae-property-news-letter', 'newsletter'],
    ['loyalty-program', 'loyalty'],
    ['our-partners', 'partner'],
    ['customer-reviews', 'leave-review'],
    ['vacation-home-customer-reviews', 'leave-review'],
    ['home', null],
    ['contacts', null],
    ['', null],
    [null, null],
  ])('%s shows %s', (slug, form) => {
    expect(pageFormFor(slug)).toBe(form);
  });
});

describe('hidden fields', () => {
  it('carry the listing and route the enquiry to its agent', () => {
    expect(
      enquiryHiddenFields({
        title: '2 Bedroom Apartment',
        area: 'Dubai Marina',
        referenceNumber: 'OK-1',
        url: 'https://www.oasiskey.ae/property-for-sale/x-1/',
        agent: { firstname: 'Sara', lastname: 'Khan', email: 'sara@oasiskey.ae', whatsapp: '+971 50 123 4567' },
      }),
    ).toEqual({
      propertytitle: '2 Bedroom Apartment',
      propertyarea: 'Dubai Marina',
      referenceid: 'OK-1',
      propertyurl: 'https://www.oasiskey.ae/property-for-sale/x-1/',
      whatsapp: 'https://wa.me/971501234567?text=2%20Bedroom%20Apartment',
      whatsappno: '971501234567',
      to_email_id: 'sara@oasiskey.ae',
      agentname: 'Sara Khan',
    });
  });

  it('leave agent fields empty without an agent', () => {
    expect(enquiryHiddenFields({ title: 'Villa', url: '/v/' })).toMatchObject({
      whatsapp: '',
      whatsappno: '',
      to_email_id: '',
      agentname: '',
      referenceid: '',
    });
    expect(offPlanHiddenFields({ name: 'Marina Vista', department: 'new_development_projects' })).toEqual({
      development_name: 'Marina Vista',
      department: 'new_development_projects',
      referenceid: '',
    });
  });
});
