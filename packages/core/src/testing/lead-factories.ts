import type { Lead, LeadBrand } from '../leads/emails/lead';

/** The brokerage as the CMS's site settings describe it. */
export const makeBrand = (overrides: Partial<LeadBrand> = {}): LeadBrand => ({
  company: 'Oasis Key',
  phone: '97140000000',
  email: 'info@oasiskey.ae',
  address: 'Bay Square, Business Bay, Dubai',
  siteUrl: 'https://www.oasiskey.ae',
  ...overrides,
});

/** A stored contact-form lead from an English page; `data` overrides single payload fields. */
export const makeLead = (data: Record<string, unknown> = {}, overrides: Partial<Lead> = {}): Lead => ({
  page_url: '/contact-oasis-key/',
  ...overrides,
  data: {
    form_name: 'Contact Us',
    first_name: 'Ann',
    last_name: 'Lee',
    message: 'Buy cheap watches at http://spam.example',
    telephone: '+971 50 123 4567',
    email: 'ann@example.com',
    email_temp_user: 'contact_user',
    email_temp_admin: 'contact_admin',
    ...data,
  },
});
