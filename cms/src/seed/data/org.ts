const DEVELOPERS = [
  {
    name: 'Emaar',
    localized_names: { ar: 'إعمار', ru: 'Эмаар' },
    website: 'https://www.emaar.com',
    description:
      'Master developer behind Downtown Dubai, Dubai Hills Estate, Dubai Creek Harbour and Emaar Beachfront.',
  },
  {
    name: 'DAMAC',
    localized_names: { ar: 'داماك', ru: 'Дамак' },
    website: 'https://www.damacproperties.com',
    description: 'Luxury developer known for branded residences and the DAMAC Hills and DAMAC Lagoons communities.',
  },
  {
    name: 'Nakheel',
    localized_names: { ar: 'نخيل', ru: 'Нахиль' },
    website: 'https://www.nakheel.com',
    description: 'Creator of Palm Jumeirah, Dubai Islands and many of Dubai’s waterfront and villa communities.',
  },
  {
    name: 'Meraas',
    localized_names: { ar: 'مراس', ru: 'Мераас' },
    website: 'https://www.meraas.com',
    description: 'Lifestyle developer behind City Walk, Bluewaters Island, La Mer and Port de La Mer.',
  },
  {
    name: 'Sobha',
    localized_names: { ar: 'شوبا', ru: 'Собха' },
    website: 'https://www.sobharealty.com',
    description: 'Backward-integrated developer famous for build quality at Sobha Hartland in MBR City.',
  },
  {
    name: 'Danube',
    localized_names: { ar: 'دانوب', ru: 'Дануб' },
    website: 'https://www.danubeproperties.ae',
    description: 'Affordable-luxury developer offering 1% monthly payment plans across Arjan, Al Furjan and JLT.',
  },
  {
    name: 'Ellington',
    localized_names: { ar: 'إلينغتون', ru: 'Эллингтон' },
    website: 'https://www.ellingtonproperties.ae',
    description: 'Design-led boutique developer with projects in JVC, Downtown, MBR City and Dubai Hills.',
  },
  {
    name: 'Azizi',
    localized_names: { ar: 'عزيزي', ru: 'Азизи' },
    website: 'https://www.azizidevelopments.com',
    description: 'Developer of Azizi Riviera in Meydan and the Azizi Venice master community in Dubai South.',
  },
  {
    name: 'Binghatti',
    localized_names: { ar: 'بن غاطي', ru: 'Бингатти' },
    website: 'https://www.binghatti.com',
    description: 'Architecturally distinctive towers in JVC, Business Bay and Dubai Silicon Oasis.',
  },
  {
    name: 'Select Group',
    localized_names: { ar: 'سيليكت جروب', ru: 'Селект Груп' },
    website: 'https://www.select-group.ae',
    description: 'Waterfront specialist behind Marina Gate and Six Senses Residences in Dubai Marina.',
  },
  {
    name: 'Omniyat',
    localized_names: { ar: 'أومنيات', ru: 'Омниат' },
    website: 'https://www.omniyat.com',
    description: 'Ultra-prime developer of The Opus, One at Palm Jumeirah and the Dorchester Collection residences.',
  },
  {
    name: 'Aldar',
    localized_names: { ar: 'الدار', ru: 'Алдар' },
    website: 'https://www.aldar.com',
    description: 'Abu Dhabi’s largest developer, now active in Dubai with Haven and other master communities.',
  },
  {
    name: 'Majid Al Futtaim',
    localized_names: { ar: 'ماجد الفطيم', ru: 'Маджид Аль Футтаим' },
    website: 'https://www.majidalfuttaim.com',
    description: 'Retail and community developer behind Tilal Al Ghaf.',
  },
];

// phone formats deliberately mix the 9-digit local, 11- and 12-digit international forms
// first name, last name, job title, department, languages, phone
type TeamRow = [string, string, string, string, string[], string];

const TEAM: TeamRow[] = [
  ['Omar', 'Haddad', 'Managing Director', 'management', ['English', 'Arabic', 'French'], '971501234567'],
  ['Sarah', 'Whitfield', 'Head of Sales', 'residential', ['English'], '971502345678'],
  ['Aleksandr', 'Volkov', 'Senior Sales Consultant', 'residential', ['English', 'Russian'], '971503456789'],
  ['Priya', 'Nair', 'Leasing Manager', 'residential', ['English', 'Hindi', 'Malayalam'], '504567890'],
  ['Karim', 'El Masry', 'Off-Plan Specialist', 'new_developments', ['English', 'Arabic'], '97155123456'],
  ['Anna', 'Kowalska', 'Senior Property Consultant', 'residential', ['English', 'Polish', 'Russian'], '971556789012'],
  ['Julien', 'Moreau', 'Luxury Property Consultant', 'residential', ['English', 'French', 'Arabic'], '971557890123'],
  ['Fatima', 'Al Mansoori', 'Client Relations Manager', 'management', ['English', 'Arabic'], '505678901'],
  ['Daniel', 'Reyes', 'Commercial Leasing Consultant', 'commercial', ['English', 'Tagalog', 'Spanish'], '971528901234'],
  ['Elena', 'Petrova', 'Holiday Homes Manager', 'short_term', ['English', 'Russian', 'Ukrainian'], '97152901234'],
  [
    'Wei',
    'Zhang',
    'International Projects Consultant',
    'international_projects',
    ['English', 'Mandarin', 'Cantonese'],
    '971543210987',
  ],
  ['Hassan', 'Qureshi', 'Commercial Sales Consultant', 'commercial', ['English', 'Urdu', 'Arabic'], '971544321098'],
  ['Chloe', 'Bennett', 'Property Management Consultant', 'residential', ['English', 'German'], '971585432109'],
  ['Marek', 'Nowak', 'Off-Plan Consultant', 'new_developments', ['English', 'Polish'], '586543210'],
];

function teamRecords() {
  return TEAM.map(([firstname, lastname, job_title, department, languages, phone], i) => {
    const slug = `${firstname}-${lastname}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      firstname,
      lastname,
      slug,
      job_title,
      department,
      languages,
      phone,
      whatsapp: phone.length === 9 ? `971${phone}` : phone,
      email: `${firstname}.${lastname.replace(/\s+/g, '')}`.toLowerCase() + '@oasiskeyproperties.ae',
      negotiator_id: `N${1040 + i * 7}`,
      order: i + 1,
      bio:
        `${firstname} is a ${job_title.toLowerCase()} at Oasis Key Properties, advising buyers, sellers, landlords and tenants across Dubai. ` +
        `Speaking ${languages.join(', ')}, ${firstname} is known for clear market advice, honest valuations and a calm, well-organised transaction process from first viewing to handover.`,
    };
  });
}

const SITE_SETTINGS = {
  company_name: 'Oasis Key Properties',
  product_slug: 'oasis-key',
  phone: '97143210000',
  whatsapp: '971501234567',
  email: 'info@oasiskeyproperties.ae',
  address: 'Office 1204, Marina Plaza, Dubai Marina, PO Box 45678, Dubai, United Arab Emirates',
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/oasiskeyproperties' },
    { network: 'instagram', url: 'https://www.instagram.com/oasiskeyproperties' },
    { network: 'twitter', url: 'https://x.com/oasiskeyprop' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@oasiskeyproperties' },
    { network: 'podcast', url: '/uae-property-podcast/' },
    { network: 'youtube', url: 'https://www.youtube.com/@oasiskeyproperties' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/oasis-key-properties' },
    { network: 'rss', url: '/media/uae-property-blog/rss.xml' },
  ],
  opening_hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' },
    { days: ['Friday'], opens: '09:00', closes: '14:00' },
    { days: ['Saturday'], opens: '10:00', closes: '16:00' },
  ],
  short_term_brand: {
    name: 'Oasis Key Holiday Homes',
    department: 'short_term',
    email: 'stays@oasiskeyproperties.ae',
    phone: '97143210099',
    whatsapp: '971529012345',
  },
  // Contact values whose leads are dropped (with a success answer): a known spam sender here.
  blocklisted_contact: 'offers@seo-ranking.invalid',
};

export { DEVELOPERS, teamRecords, SITE_SETTINGS };
