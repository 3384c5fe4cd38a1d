import React from 'react';
import { render, screen } from '@testing-library/react';
import { PropertyEnquiry, enquiryOf } from '../property-enquiry';
import { toPropertyDetails, type RawPropertyDetails } from '@brokerage/core/cms/property-details';
import { t } from '@brokerage/core/i18n/strings';

const raw: RawPropertyDetails = {
  title: '2 bed in Marina',
  referenceNumber: 'OK-42',
  pType: 'sales',
  department: 'residential',
  area: { name: 'Dubai Marina', slug: 'dubai-marina' },
  negotiator: { firstname: 'Priya', lastname: 'Nair', email: 'priya@example.test', phone: '504567890' },
};
const url = 'https://example.test/property-for-sale/2-bed-in-marina-42/';

describe('PropertyEnquiry', () => {
  it('offers Enquire Now and a question on every listing, the Off Plan Register only where the kind has one', () => {
    const { unmount } = render(
      <PropertyEnquiry property={toPropertyDetails(raw)} cmsTitle={raw.title!} url={url} locale="en" />,
    );
    expect(screen.getByRole('button', { name: t('en', 'forms.title.enquire') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('en', 'forms.title.ask-question') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('en', 'forms.title.new_developments') })).not.toBeInTheDocument();
    unmount();

    const offPlan = toPropertyDetails({ ...raw, pType: 'offplan', department: 'new_developments' });
    render(<PropertyEnquiry property={offPlan} cmsTitle={raw.title!} url={url} locale="fr" />);
    expect(screen.getByRole('button', { name: t('fr', 'forms.title.new_developments') })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});

describe('enquiryOf', () => {
  it('names the listing by its CMS title and sends it to the agent by full name', () => {
    const property = { ...toPropertyDetails(raw), title: 'شقة بغرفتي نوم' };
    expect(enquiryOf({ property, cmsTitle: '2 bed in Marina', url })).toEqual({
      title: '2 bed in Marina',
      area: 'Dubai Marina',
      referenceNumber: 'OK-42',
      url,
      agent: { firstname: 'Priya Nair', email: 'priya@example.test', whatsapp: '', phone: '504567890' },
    });
  });

  it('sends it to the office when the listing has no agent', () => {
    const property = toPropertyDetails({ ...raw, negotiator: null });
    expect(enquiryOf({ property, cmsTitle: raw.title!, url }).agent).toBeNull();
  });
});
