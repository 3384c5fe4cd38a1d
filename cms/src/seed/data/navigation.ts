/** Header menu, footer, popular searches and countries in en, ar, fr, ru, pl. */
import type { Locale } from '../locales';

const LOCALES: Locale[] = ['en', 'ar', 'fr', 'ru', 'pl'];
/** One text in every language. */
type Words = Record<Locale, string>;
const L = (en: string, ar: string, fr: string, ru: string, pl: string): Words => ({ en, ar, fr, ru, pl });

// ---------- header menu ----------
type SubLink = { label: Words; link: string };
type MenuItem = { label: Words; link: string; class: string; sub_menus: SubLink[] };
type Menu = {
  order: number;
  Label: Words;
  /** Where the menu's own label leads: a path, a CMS page (its slug) or an outside address. */
  link?: string;
  pageSlug?: string;
  manualLink?: string;
  lists: MenuItem[][];
  card: { image: string; title: Words; text: Words; cta_label: Words; cta_link: string } | null;
};
const sub = (label: Words, link: string): SubLink => ({ label, link });
const item = (label: Words, link: string, cls: string, subs?: SubLink[]): MenuItem => ({
  label,
  link,
  class: cls,
  sub_menus: subs || [],
});

const MENUS: Menu[] = [
  {
    order: 1,
    Label: L('Buy', 'شراء', 'Acheter', 'Купить', 'Kup'),
    link: '/properties/for-sale/in-dubai/',
    lists: [
      [
        item(
          L(
            'Properties for sale',
            'عقارات للبيع',
            'Biens à vendre',
            'Недвижимость на продажу',
            'Nieruchomości na sprzedaż',
          ),
          '/properties/for-sale/in-dubai/',
          'parent',
          [
            sub(
              L(
                'Apartments for sale',
                'شقق للبيع',
                'Appartements à vendre',
                'Квартиры на продажу',
                'Mieszkania na sprzedaż',
              ),
              '/properties/for-sale/in-dubai/type-apartment/',
            ),
            sub(
              L('Villas for sale', 'فلل للبيع', 'Villas à vendre', 'Виллы на продажу', 'Wille na sprzedaż'),
              '/properties/for-sale/in-dubai/type-villa/',
            ),
            sub(
              L(
                'Townhouses for sale',
                'تاون هاوس للبيع',
                'Maisons de ville à vendre',
                'Таунхаусы на продажу',
                'Domy szeregowe na sprzedaż',
              ),
              '/properties/for-sale/in-dubai/type-townhouse/',
            ),
            sub(
              L(
                'Penthouses for sale',
                'بنتهاوس للبيع',
                'Penthouses à vendre',
                'Пентхаусы на продажу',
                'Penthouse’y na sprzedaż',
              ),
              '/properties/for-sale/in-dubai/type-penthouse/',
            ),
          ],
        ),
        item(
          L('Luxury property', 'عقارات فاخرة', 'Immobilier de luxe', 'Элитная недвижимость', 'Luksusowe nieruchomości'),
          '/luxury-property-dubai/',
          'submenu',
        ),
      ],
      [
        item(
          L('Popular areas', 'المناطق الرائجة', 'Quartiers prisés', 'Популярные районы', 'Popularne dzielnice'),
          '/buy-property-in-uae/uae-area-guides/',
          'parent',
          [
            sub(
              L('Dubai Marina', 'دبي مارينا', 'Dubai Marina', 'Дубай Марина', 'Dubai Marina'),
              '/properties/for-sale/in-dubai-marina/',
            ),
            sub(
              L('Palm Jumeirah', 'نخلة جميرا', 'Palm Jumeirah', 'Пальма Джумейра', 'Palm Jumeirah'),
              '/properties/for-sale/in-palm-jumeirah/',
            ),
            sub(
              L('Downtown Dubai', 'وسط مدينة دبي', 'Downtown Dubaï', 'Даунтаун Дубай', 'Downtown Dubaj'),
              '/properties/for-sale/in-downtown-dubai/',
            ),
            sub(
              L(
                'Dubai Hills Estate',
                'دبي هيلز استيت',
                'Dubai Hills Estate',
                'Дубай Хиллс Эстейт',
                'Dubai Hills Estate',
              ),
              '/properties/for-sale/in-dubai-hills-estate/',
            ),
          ],
        ),
        item(
          L(
            'Dubai Marina area guide',
            'دليل دبي مارينا',
            'Guide de Dubai Marina',
            'Гид по Дубай Марине',
            'Przewodnik po Dubai Marina',
          ),
          '/buy-property-in-uae/uae-area-guides/dubai-marina/',
          'submenu',
        ),
      ],
      [
        item(
          L(
            'Buyer services',
            'خدمات المشترين',
            'Services aux acheteurs',
            'Услуги для покупателей',
            'Usługi dla kupujących',
          ),
          '/buy-property-in-uae/',
          'parent',
          [
            sub(
              L('Buying guide', 'دليل الشراء', 'Guide d’achat', 'Гид покупателя', 'Poradnik kupującego'),
              '/buy-property-in-uae/',
            ),
            sub(
              L(
                'International property',
                'العقارات الدولية',
                'Immobilier international',
                'Зарубежная недвижимость',
                'Nieruchomości za granicą',
              ),
              '/buy-property-in-uae/international-property-sales/',
            ),
            sub(
              L('Area guides', 'أدلة المناطق', 'Guides des quartiers', 'Гиды по районам', 'Przewodniki po dzielnicach'),
              '/buy-property-in-uae/uae-area-guides/',
            ),
            sub(
              L(
                'Property auctions',
                'مزادات العقارات',
                'Ventes aux enchères',
                'Аукционы недвижимости',
                'Licytacje nieruchomości',
              ),
              '/auction-properties/for-sale/in-dubai/',
            ),
          ],
        ),
      ],
    ],
    card: {
      image: 'villa-2',
      title: L(
        'Luxury homes in Dubai',
        'منازل فاخرة في دبي',
        'Résidences de luxe à Dubaï',
        'Элитные дома в Дубае',
        'Luksusowe domy w Dubaju',
      ),
      text: L(
        'Palm villas, Downtown penthouses and branded residences.',
        'فلل النخلة وبنتهاوس وسط المدينة ومساكن العلامات الفندقية.',
        'Villas sur la Palm, penthouses à Downtown et résidences de marque.',
        'Виллы на Пальме, пентхаусы в Даунтауне и брендированные резиденции.',
        'Wille na Palm, penthouse’y w Downtown i rezydencje markowe.',
      ),
      cta_label: L('View luxury homes', 'عرض المنازل الفاخرة', 'Voir les biens de luxe', 'Смотреть', 'Zobacz oferty'),
      cta_link: '/luxury-property-dubai/',
    },
  },
  {
    order: 2,
    Label: L('Rent', 'إيجار', 'Louer', 'Аренда', 'Wynajem'),
    link: '/properties/for-rent/in-dubai/',
    lists: [
      [
        item(
          L(
            'Long-term rentals',
            'إيجار طويل الأمد',
            'Locations longue durée',
            'Долгосрочная аренда',
            'Najem długoterminowy',
          ),
          '/properties/for-rent/in-dubai/',
          'parent',
          [
            sub(
              L(
                'Apartments to rent',
                'شقق للإيجار',
                'Appartements à louer',
                'Квартиры в аренду',
                'Mieszkania na wynajem',
              ),
              '/properties/for-rent/in-dubai/type-apartment/',
            ),
            sub(
              L('Villas to rent', 'فلل للإيجار', 'Villas à louer', 'Виллы в аренду', 'Wille na wynajem'),
              '/properties/for-rent/in-dubai/type-villa/',
            ),
            sub(
              L(
                'Rent in Dubai Marina',
                'إيجار في دبي مارينا',
                'Louer à Dubai Marina',
                'Аренда в Дубай Марине',
                'Wynajem w Dubai Marina',
              ),
              '/properties/for-rent/in-dubai-marina/',
            ),
            sub(
              L('Rent in JVC', 'إيجار في قرية جميرا الدائرية', 'Louer à JVC', 'Аренда в JVC', 'Wynajem w JVC'),
              '/properties/for-rent/in-jumeirah-village-circle/',
            ),
          ],
        ),
      ],
      [
        item(
          L('Holiday homes', 'بيوت العطلات', 'Locations de vacances', 'Посуточная аренда', 'Apartamenty wakacyjne'),
          '/properties/short-term-for-rent/in-dubai/',
          'parent',
          [
            sub(
              L('Vacation homes', 'بيوت العطلات', 'Logements de vacances', 'Апартаменты для отдыха', 'Domy wakacyjne'),
              '/vacation-homes-in-dubai/',
            ),
            sub(
              L('Guest reviews', 'تقييمات الضيوف', 'Avis des voyageurs', 'Отзывы гостей', 'Opinie gości'),
              '/vacation-homes-in-dubai/vacation-home-customer-reviews/',
            ),
          ],
        ),
        item(
          L(
            'Property management',
            'إدارة العقارات',
            'Gestion locative',
            'Управление недвижимостью',
            'Zarządzanie nieruchomościami',
          ),
          '/property-management/',
          'submenu',
        ),
      ],
    ],
    card: {
      image: 'interior-6',
      title: L('Stay in Dubai', 'أقم في دبي', 'Séjourner à Dubaï', 'Отдых в Дубае', 'Pobyt w Dubaju'),
      text: L(
        'Licensed holiday homes by the night, week or month.',
        'بيوت عطلات مرخّصة بالليلة أو الأسبوع أو الشهر.',
        'Logements agréés à la nuit, à la semaine ou au mois.',
        'Лицензированные апартаменты посуточно и помесячно.',
        'Licencjonowane apartamenty na noc, tydzień lub miesiąc.',
      ),
      cta_label: L('Book a stay', 'احجز إقامتك', 'Réserver', 'Забронировать', 'Zarezerwuj'),
      cta_link: '/vacation-homes-in-dubai/',
    },
  },
  {
    order: 3,
    Label: L('Sell', 'بيع', 'Vendre', 'Продать', 'Sprzedaj'),
    link: '/sell-your-property-in-uae/',
    lists: [
      [
        item(L('Selling', 'البيع', 'Vendre', 'Продажа', 'Sprzedaż'), '/sell-your-property-in-uae/', 'parent', [
          sub(
            L('Free valuation', 'تقييم مجاني', 'Estimation gratuite', 'Бесплатная оценка', 'Bezpłatna wycena'),
            '/sell-your-property-in-uae/property-valuation-in-dubai/',
          ),
          sub(
            L('List your property', 'اعرض عقارك', 'Confier votre bien', 'Разместить объект', 'Zgłoś nieruchomość'),
            '/list-your-property/',
          ),
        ]),
      ],
      [
        item(
          L('Landlords', 'الملاك', 'Propriétaires', 'Собственникам', 'Właściciele'),
          '/property-management/',
          'parent',
          [
            sub(
              L(
                'Rental projection',
                'توقع العائد الإيجاري',
                'Projection de revenus',
                'Прогноз дохода',
                'Prognoza dochodu',
              ),
              '/request-projection/',
            ),
            sub(L('Renovation', 'التجديد', 'Rénovation', 'Ремонт', 'Remonty'), '/renovation/'),
          ],
        ),
      ],
    ],
    card: {
      image: 'interior-1',
      title: L(
        'What is your home worth?',
        'كم تبلغ قيمة منزلك؟',
        'Combien vaut votre bien ?',
        'Сколько стоит ваш дом?',
        'Ile jest wart Twój dom?',
      ),
      text: L(
        'Get a free valuation backed by DLD data.',
        'احصل على تقييم مجاني مدعوم ببيانات دائرة الأراضي.',
        'Estimation gratuite appuyée sur les données du DLD.',
        'Бесплатная оценка на основе данных DLD.',
        'Bezpłatna wycena oparta na danych DLD.',
      ),
      cta_label: L('Book a valuation', 'احجز تقييمًا', 'Demander une estimation', 'Заказать оценку', 'Zamów wycenę'),
      cta_link: '/sell-your-property-in-uae/property-valuation-in-dubai/',
    },
  },
  {
    order: 4,
    Label: L('Off Plan', 'على الخارطة', 'Sur plan', 'Новостройки', 'Rynek pierwotny'),
    pageSlug: 'off-plan-properties-in-uae',
    lists: [
      [
        item(
          L('New projects', 'مشاريع جديدة', 'Nouveaux projets', 'Новые проекты', 'Nowe projekty'),
          '/off-plan-projects/for-sale/in-dubai/',
          'parent',
          [
            sub(
              L(
                'Off-plan projects',
                'مشاريع على الخارطة',
                'Projets sur plan',
                'Проекты на стадии строительства',
                'Projekty w budowie',
              ),
              '/off-plan-projects/for-sale/in-dubai/',
            ),
            sub(
              L(
                'New homes for sale',
                'منازل جديدة للبيع',
                'Logements neufs à vendre',
                'Новые квартиры на продажу',
                'Nowe mieszkania na sprzedaż',
              ),
              '/off-plan-properties/for-sale/in-dubai/',
            ),
            sub(
              L('Emaar projects', 'مشاريع إعمار', 'Projets Emaar', 'Проекты Emaar', 'Projekty Emaar'),
              '/off-plan-projects/for-sale/in-dubai/developer-emaar/',
            ),
          ],
        ),
      ],
      [
        item(
          L(
            'Off-plan guide',
            'دليل العقارات على الخارطة',
            'Guide du neuf',
            'Гид по новостройкам',
            'Poradnik rynku pierwotnego',
          ),
          '/off-plan-properties-in-uae/',
          'submenu',
        ),
        item(
          L(
            'International projects',
            'مشاريع دولية',
            'Projets internationaux',
            'Зарубежные проекты',
            'Projekty zagraniczne',
          ),
          '/international-properties/for-sale/',
          'submenu',
        ),
      ],
    ],
    card: {
      image: 'skyline-8',
      title: L('New launches', 'إطلاقات جديدة', 'Nouveaux lancements', 'Новые запуски', 'Nowe inwestycje'),
      text: L(
        'Payment plans from 1% a month.',
        'خطط سداد تبدأ من 1% شهريًا.',
        'Plans de paiement dès 1 % par mois.',
        'Рассрочка от 1% в месяц.',
        'Plany płatności od 1% miesięcznie.',
      ),
      cta_label: L('See projects', 'عرض المشاريع', 'Voir les projets', 'Смотреть проекты', 'Zobacz projekty'),
      cta_link: '/off-plan-projects/for-sale/in-dubai/',
    },
  },
  {
    order: 5,
    Label: L('Commercial', 'تجاري', 'Commercial', 'Коммерческая', 'Komercyjne'),
    link: '/commercial-property/',
    lists: [
      [
        item(
          L(
            'Commercial for sale',
            'عقارات تجارية للبيع',
            'Locaux à vendre',
            'Коммерция на продажу',
            'Lokale na sprzedaż',
          ),
          '/commercial-properties/for-sale/in-dubai/',
          'parent',
          [
            sub(
              L('Offices for sale', 'مكاتب للبيع', 'Bureaux à vendre', 'Офисы на продажу', 'Biura na sprzedaż'),
              '/commercial-properties/for-sale/in-dubai/type-office/',
            ),
            sub(
              L(
                'Retail for sale',
                'محلات للبيع',
                'Commerces à vendre',
                'Торговые помещения на продажу',
                'Lokale handlowe na sprzedaż',
              ),
              '/commercial-properties/for-sale/in-dubai/type-retail/',
            ),
          ],
        ),
      ],
      [
        item(
          L('Commercial to rent', 'عقارات تجارية للإيجار', 'Locaux à louer', 'Коммерция в аренду', 'Lokale na wynajem'),
          '/commercial-properties/for-rent/in-dubai/',
          'parent',
          [
            sub(
              L('Offices to rent', 'مكاتب للإيجار', 'Bureaux à louer', 'Офисы в аренду', 'Biura na wynajem'),
              '/commercial-properties/for-rent/in-dubai/type-office/',
            ),
            sub(
              L(
                'Warehouses to rent',
                'مستودعات للإيجار',
                'Entrepôts à louer',
                'Склады в аренду',
                'Magazyny na wynajem',
              ),
              '/commercial-properties/for-rent/in-dubai/type-warehouse/',
            ),
          ],
        ),
      ],
    ],
    card: {
      image: 'office-2',
      title: L(
        'Offices in Business Bay',
        'مكاتب في الخليج التجاري',
        'Bureaux à Business Bay',
        'Офисы в Бизнес Бэй',
        'Biura w Business Bay',
      ),
      text: L(
        'Fitted and shell-and-core offices.',
        'مكاتب مجهزة وأخرى على الهيكل.',
        'Bureaux aménagés ou bruts.',
        'Офисы с отделкой и без.',
        'Biura wykończone i w stanie surowym.',
      ),
      cta_label: L('View offices', 'عرض المكاتب', 'Voir les bureaux', 'Смотреть офисы', 'Zobacz biura'),
      cta_link: '/commercial-properties/for-rent/in-business-bay/',
    },
  },
  {
    order: 6,
    Label: L('About', 'من نحن', 'À propos', 'О нас', 'O nas'),
    link: '/about-oasis-key/',
    lists: [
      [
        item(L('Company', 'الشركة', 'Société', 'Компания', 'Firma'), '/about-oasis-key/', 'parent', [
          sub(L('Meet the team', 'فريقنا', 'Notre équipe', 'Команда', 'Zespół'), '/about-oasis-key/meet-the-team/'),
          sub(L('Our partners', 'شركاؤنا', 'Nos partenaires', 'Партнёры', 'Partnerzy'), '/our-partners/'),
          sub(L('Our awards', 'جوائزنا', 'Nos récompenses', 'Награды', 'Nagrody'), '/our-awards/'),
          sub(
            L(
              'Loyalty program',
              'برنامج الولاء',
              'Programme de fidélité',
              'Программа лояльности',
              'Program lojalnościowy',
            ),
            '/about-oasis-key/loyalty-program/',
          ),
          sub(L('Careers', 'الوظائف', 'Carrières', 'Карьера', 'Kariera'), '/real-estate-recruitment-in-uae/'),
        ]),
        item(
          L('Customer reviews', 'آراء العملاء', 'Avis clients', 'Отзывы', 'Opinie'),
          '/customer-reviews/',
          'submenu',
        ),
      ],
      [
        item(L('Media', 'الإعلام', 'Médias', 'Медиа', 'Media'), '/media/', 'parent', [
          sub(L('Blog', 'المدونة', 'Blog', 'Блог', 'Blog'), '/media/uae-property-blog/'),
          sub(L('Videos', 'الفيديوهات', 'Vidéos', 'Видео', 'Filmy'), '/uae-property-videos/'),
          sub(L('Podcast', 'البودكاست', 'Podcast', 'Подкаст', 'Podcast'), '/uae-property-podcast/'),
          sub(
            L('Newsletter', 'النشرة', 'Lettre d’information', 'Рассылка', 'Newsletter'),
            '/uae-property-news-letter/',
          ),
        ]),
      ],
    ],
    card: {
      image: 'portrait-2',
      title: L('Meet our consultants', 'تعرّف على مستشارينا', 'Nos conseillers', 'Наши консультанты', 'Nasi doradcy'),
      text: L(
        'Fourteen experts, twelve languages.',
        'أربعة عشر خبيرًا واثنتا عشرة لغة.',
        'Quatorze experts, douze langues.',
        'Четырнадцать экспертов, двенадцать языков.',
        'Czternastu ekspertów, dwanaście języków.',
      ),
      cta_label: L('Meet the team', 'تعرّف على الفريق', 'Voir l’équipe', 'Познакомиться', 'Poznaj zespół'),
      cta_link: '/about-oasis-key/meet-the-team/',
    },
  },
  {
    order: 7,
    Label: L('Contact', 'اتصل بنا', 'Contact', 'Контакты', 'Kontakt'),
    manualLink: 'https://wa.me/971501234567',
    lists: [
      [
        item(
          L('Get in touch', 'تواصل معنا', 'Nous contacter', 'Связаться', 'Skontaktuj się'),
          '/contact-oasis-key/',
          'submenu',
        ),
        item(
          L('Request a valuation', 'اطلب تقييمًا', 'Demander une estimation', 'Заказать оценку', 'Zamów wycenę'),
          '/sell-your-property-in-uae/property-valuation-in-dubai/',
          'submenu',
        ),
      ],
      [
        item(
          L('WhatsApp us', 'راسلنا عبر واتساب', 'WhatsApp', 'Написать в WhatsApp', 'Napisz na WhatsApp'),
          'https://wa.me/971501234567',
          'submenu',
        ),
      ],
    ],
    card: null,
  },
];

function buildMenu(m: Menu, locale: Locale, images: Record<string, unknown>) {
  const lists: Record<string, unknown> = {};
  for (let i = 0; i < 4; i += 1) {
    lists[`Menu_List_${i + 1}`] = (m.lists[i] || []).map((it) => ({
      label: it.label[locale],
      link: it.link,
      class: it.class,
      sub_menus: it.sub_menus.map((s) => ({ label: s.label[locale], link: s.link })),
    }));
  }
  return {
    Label: m.Label[locale],
    ...lists,
    menu_card: m.card
      ? {
          image: images[m.card.image],
          title: m.card.title[locale],
          text: m.card.text[locale],
          cta_label: m.card.cta_label[locale],
          cta_link: m.card.cta_link,
        }
      : null,
  };
}

// ---------- footer ----------
const FOOTER = {
  en: {
    site_by: 'Site by Oasis Key Digital',
    Sitemap: 'Sitemap',
    privacy_policy: 'Privacy Policy',
    terms_conditions: 'Terms & Conditions',
    copyright: '©',
    rights: 'All rights reserved. RERA ORN 12345.',
    help_you_heading: 'How can we help you?',
    trending_searches: 'Trending searches',
    services_heading: 'Services',
    other_heading: 'Other',
    about_heading: 'About us',
    content:
      'Oasis Key Properties is a RERA-registered real estate brokerage in Dubai Marina. We help clients **buy, sell, rent and manage** property across Dubai.\n\n- [Contact us](/contact-oasis-key/)\n- [Careers](/real-estate-recruitment-in-uae/)\n- [Customer reviews](/customer-reviews/)',
  },
  ar: {
    site_by: 'تصميم أواسيس كي الرقمية',
    Sitemap: 'خريطة الموقع',
    privacy_policy: 'سياسة الخصوصية',
    terms_conditions: 'الشروط والأحكام',
    copyright: '©',
    rights: 'جميع الحقوق محفوظة. رقم تسجيل ريرا 12345.',
    help_you_heading: 'كيف يمكننا مساعدتك؟',
    trending_searches: 'عمليات البحث الرائجة',
    services_heading: 'الخدمات',
    other_heading: 'أخرى',
    about_heading: 'من نحن',
    content:
      'أواسيس كي العقارية شركة وساطة عقارية مسجلة لدى ريرا في دبي مارينا. نساعد عملاءنا على **الشراء والبيع والإيجار وإدارة** العقارات في دبي.\n\n- [اتصل بنا](/contact-oasis-key/)\n- [الوظائف](/real-estate-recruitment-in-uae/)\n- [آراء العملاء](/customer-reviews/)',
  },
  fr: {
    site_by: 'Site réalisé par Oasis Key Digital',
    Sitemap: 'Plan du site',
    privacy_policy: 'Politique de confidentialité',
    terms_conditions: 'Conditions générales',
    copyright: '©',
    rights: 'Tous droits réservés. RERA ORN 12345.',
    help_you_heading: 'Comment pouvons-nous vous aider ?',
    trending_searches: 'Recherches populaires',
    services_heading: 'Services',
    other_heading: 'Autres',
    about_heading: 'À propos',
    content:
      'Oasis Key Properties est une agence immobilière enregistrée auprès de la RERA, basée à Dubai Marina. Nous aidons nos clients à **acheter, vendre, louer et gérer** leurs biens à Dubaï.\n\n- [Nous contacter](/contact-oasis-key/)\n- [Carrières](/real-estate-recruitment-in-uae/)\n- [Avis clients](/customer-reviews/)',
  },
  ru: {
    site_by: 'Сайт создан Oasis Key Digital',
    Sitemap: 'Карта сайта',
    privacy_policy: 'Политика конфиденциальности',
    terms_conditions: 'Условия использования',
    copyright: '©',
    rights: 'Все права защищены. RERA ORN 12345.',
    help_you_heading: 'Чем мы можем помочь?',
    trending_searches: 'Популярные запросы',
    services_heading: 'Услуги',
    other_heading: 'Другое',
    about_heading: 'О нас',
    content:
      'Oasis Key Properties — агентство недвижимости с лицензией RERA в Дубай Марине. Мы помогаем клиентам **покупать, продавать, арендовать и управлять** недвижимостью в Дубае.\n\n- [Связаться с нами](/contact-oasis-key/)\n- [Карьера](/real-estate-recruitment-in-uae/)\n- [Отзывы клиентов](/customer-reviews/)',
  },
  pl: {
    site_by: 'Strona wykonana przez Oasis Key Digital',
    Sitemap: 'Mapa strony',
    privacy_policy: 'Polityka prywatności',
    terms_conditions: 'Regulamin',
    copyright: '©',
    rights: 'Wszelkie prawa zastrzeżone. RERA ORN 12345.',
    help_you_heading: 'Jak możemy pomóc?',
    trending_searches: 'Popularne wyszukiwania',
    services_heading: 'Usługi',
    other_heading: 'Inne',
    about_heading: 'O nas',
    content:
      'Oasis Key Properties to agencja nieruchomości z licencją RERA z siedzibą w Dubai Marina. Pomagamy klientom **kupować, sprzedawać, wynajmować i zarządzać** nieruchomościami w Dubaju.\n\n- [Kontakt](/contact-oasis-key/)\n- [Kariera](/real-estate-recruitment-in-uae/)\n- [Opinie klientów](/customer-reviews/)',
  },
};

// ---------- popular searches ----------
// phrase templates per locale: (type, area) => label
const TYPE_WORDS: Record<string, Words> = {
  apartment: L('Apartments', 'شقق', 'Appartements', 'Квартиры', 'Mieszkania'),
  villa: L('Villas', 'فلل', 'Villas', 'Виллы', 'Wille'),
  townhouse: L('Townhouses', 'تاون هاوس', 'Maisons de ville', 'Таунхаусы', 'Domy szeregowe'),
  penthouse: L('Penthouses', 'بنتهاوس', 'Penthouses', 'Пентхаусы', 'Penthouse’y'),
  office: L('Offices', 'مكاتب', 'Bureaux', 'Офисы', 'Biura'),
  retail: L('Retail units', 'محلات تجارية', 'Commerces', 'Торговые помещения', 'Lokale handlowe'),
  warehouse: L('Warehouses', 'مستودعات', 'Entrepôts', 'Склады', 'Magazyny'),
  property: L('Properties', 'عقارات', 'Biens', 'Недвижимость', 'Nieruchomości'),
  project: L('New projects', 'مشاريع جديدة', 'Projets neufs', 'Новые проекты', 'Nowe projekty'),
  holiday: L('Holiday homes', 'بيوت عطلات', 'Locations de vacances', 'Апартаменты посуточно', 'Apartamenty wakacyjne'),
};
const MODE_WORDS: Record<string, Words> = {
  sale: L('for sale in', 'للبيع في', 'à vendre à', 'на продажу в районе', 'na sprzedaż w'),
  rent: L('for rent in', 'للإيجار في', 'à louer à', 'в аренду в районе', 'na wynajem w'),
  in: L('in', 'في', 'à', 'в районе', 'w'),
};
const TITLES: Record<string, Words> = {
  home: L(
    'Popular searches',
    'عمليات البحث الشائعة',
    'Recherches populaires',
    'Популярные запросы',
    'Popularne wyszukiwania',
  ),
  sales: L(
    'Popular property searches for sale',
    'عمليات بحث شائعة عن عقارات للبيع',
    'Recherches populaires à la vente',
    'Популярные запросы: продажа',
    'Popularne wyszukiwania: sprzedaż',
  ),
  lettings: L(
    'Popular rental searches',
    'عمليات بحث شائعة عن عقارات للإيجار',
    'Recherches populaires à la location',
    'Популярные запросы: аренда',
    'Popularne wyszukiwania: wynajem',
  ),
  'short-term': L(
    'Popular holiday home searches',
    'عمليات بحث شائعة عن بيوت العطلات',
    'Recherches populaires de locations de vacances',
    'Популярные запросы: посуточная аренда',
    'Popularne wyszukiwania: apartamenty wakacyjne',
  ),
  commercial: L(
    'Popular commercial searches',
    'عمليات بحث تجارية شائعة',
    'Recherches populaires en immobilier commercial',
    'Популярные запросы: коммерческая недвижимость',
    'Popularne wyszukiwania: nieruchomości komercyjne',
  ),
  'off-plan': L(
    'Popular off-plan searches',
    'عمليات بحث شائعة عن مشاريع على الخارطة',
    'Recherches populaires de biens sur plan',
    'Популярные запросы: новостройки',
    'Popularne wyszukiwania: rynek pierwotny',
  ),
};
// [type, mode, areaSlug, path]
const SEARCHES: Record<string, [type: string, mode: string, areaSlug: string, path: string][]> = {
  home: [
    ['apartment', 'sale', 'dubai-marina', '/properties/for-sale/in-dubai-marina/type-apartment/'],
    ['villa', 'sale', 'palm-jumeirah', '/properties/for-sale/in-palm-jumeirah/type-villa/'],
    ['apartment', 'rent', 'downtown-dubai', '/properties/for-rent/in-downtown-dubai/type-apartment/'],
    ['villa', 'rent', 'arabian-ranches', '/properties/for-rent/in-arabian-ranches/type-villa/'],
    ['apartment', 'sale', 'jumeirah-village-circle', '/properties/for-sale/in-jumeirah-village-circle/type-apartment/'],
    ['townhouse', 'sale', 'dubai-hills-estate', '/properties/for-sale/in-dubai-hills-estate/type-townhouse/'],
    ['office', 'rent', 'business-bay', '/commercial-properties/for-rent/in-business-bay/type-office/'],
    ['project', 'in', 'dubai-creek-harbour', '/off-plan-projects/for-sale/in-dubai-creek-harbour/'],
    ['holiday', 'in', 'dubai-marina', '/properties/short-term-for-rent/in-dubai-marina/'],
    ['penthouse', 'sale', 'downtown-dubai', '/properties/for-sale/in-downtown-dubai/type-penthouse/'],
  ],
  sales: [
    ['apartment', 'sale', 'dubai-marina', '/properties/for-sale/in-dubai-marina/type-apartment/'],
    ['apartment', 'sale', 'business-bay', '/properties/for-sale/in-business-bay/type-apartment/'],
    ['apartment', 'sale', 'jumeirah-lake-towers', '/properties/for-sale/in-jumeirah-lake-towers/type-apartment/'],
    ['villa', 'sale', 'palm-jumeirah', '/properties/for-sale/in-palm-jumeirah/type-villa/'],
    ['villa', 'sale', 'emirates-hills', '/properties/for-sale/in-emirates-hills/type-villa/'],
    ['villa', 'sale', 'arabian-ranches', '/properties/for-sale/in-arabian-ranches/type-villa/'],
    ['townhouse', 'sale', 'town-square', '/properties/for-sale/in-town-square/type-townhouse/'],
    ['townhouse', 'sale', 'damac-hills', '/properties/for-sale/in-damac-hills/type-townhouse/'],
    ['property', 'sale', 'dubai-hills-estate', '/properties/for-sale/in-dubai-hills-estate/'],
    [
      'penthouse',
      'sale',
      'jumeirah-beach-residence',
      '/properties/for-sale/in-jumeirah-beach-residence/type-penthouse/',
    ],
  ],
  lettings: [
    ['apartment', 'rent', 'dubai-marina', '/properties/for-rent/in-dubai-marina/type-apartment/'],
    ['apartment', 'rent', 'jumeirah-village-circle', '/properties/for-rent/in-jumeirah-village-circle/type-apartment/'],
    ['apartment', 'rent', 'downtown-dubai', '/properties/for-rent/in-downtown-dubai/type-apartment/'],
    ['apartment', 'rent', 'al-barsha', '/properties/for-rent/in-al-barsha/type-apartment/'],
    ['villa', 'rent', 'the-springs', '/properties/for-rent/in-the-springs/type-villa/'],
    ['villa', 'rent', 'mirdif', '/properties/for-rent/in-mirdif/type-villa/'],
    ['villa', 'rent', 'jumeirah', '/properties/for-rent/in-jumeirah/type-villa/'],
    ['townhouse', 'rent', 'al-furjan', '/properties/for-rent/in-al-furjan/type-townhouse/'],
    ['property', 'rent', 'dubai-silicon-oasis', '/properties/for-rent/in-dubai-silicon-oasis/'],
  ],
  'short-term': [
    ['holiday', 'in', 'dubai-marina', '/properties/short-term-for-rent/in-dubai-marina/'],
    ['holiday', 'in', 'downtown-dubai', '/properties/short-term-for-rent/in-downtown-dubai/'],
    ['holiday', 'in', 'palm-jumeirah', '/properties/short-term-for-rent/in-palm-jumeirah/'],
    ['holiday', 'in', 'jumeirah-beach-residence', '/properties/short-term-for-rent/in-jumeirah-beach-residence/'],
    ['holiday', 'in', 'business-bay', '/properties/short-term-for-rent/in-business-bay/'],
    ['holiday', 'in', 'bluewaters-island', '/properties/short-term-for-rent/in-bluewaters-island/'],
    ['holiday', 'in', 'city-walk', '/properties/short-term-for-rent/in-city-walk/'],
    ['holiday', 'in', 'emaar-beachfront', '/properties/short-term-for-rent/in-emaar-beachfront/'],
  ],
  commercial: [
    ['office', 'rent', 'business-bay', '/commercial-properties/for-rent/in-business-bay/type-office/'],
    ['office', 'rent', 'jumeirah-lake-towers', '/commercial-properties/for-rent/in-jumeirah-lake-towers/type-office/'],
    ['office', 'rent', 'difc', '/commercial-properties/for-rent/in-difc/type-office/'],
    ['office', 'sale', 'business-bay', '/commercial-properties/for-sale/in-business-bay/type-office/'],
    ['office', 'sale', 'jumeirah-lake-towers', '/commercial-properties/for-sale/in-jumeirah-lake-towers/type-office/'],
    ['retail', 'rent', 'downtown-dubai', '/commercial-properties/for-rent/in-downtown-dubai/type-retail/'],
    ['warehouse', 'rent', 'al-quoz', '/commercial-properties/for-rent/in-al-quoz/type-warehouse/'],
    [
      'warehouse',
      'rent',
      'dubai-investment-park',
      '/commercial-properties/for-rent/in-dubai-investment-park/type-warehouse/',
    ],
    ['retail', 'sale', 'deira', '/commercial-properties/for-sale/in-deira/type-retail/'],
  ],
  'off-plan': [
    ['project', 'in', 'dubai-creek-harbour', '/off-plan-projects/for-sale/in-dubai-creek-harbour/'],
    ['project', 'in', 'dubai-hills-estate', '/off-plan-projects/for-sale/in-dubai-hills-estate/'],
    ['project', 'in', 'emaar-beachfront', '/off-plan-projects/for-sale/in-emaar-beachfront/'],
    ['project', 'in', 'sobha-hartland', '/off-plan-projects/for-sale/in-sobha-hartland/'],
    ['project', 'in', 'jumeirah-village-circle', '/off-plan-projects/for-sale/in-jumeirah-village-circle/'],
    ['project', 'in', 'business-bay', '/off-plan-projects/for-sale/in-business-bay/'],
    ['project', 'in', 'damac-hills', '/off-plan-projects/for-sale/in-damac-hills/'],
    ['project', 'in', 'dubai-islands', '/off-plan-projects/for-sale/in-dubai-islands/'],
    ['apartment', 'sale', 'meydan', '/off-plan-properties/for-sale/in-meydan/type-apartment/'],
    ['villa', 'sale', 'tilal-al-ghaf', '/off-plan-properties/for-sale/in-tilal-al-ghaf/type-villa/'],
  ],
};

function buildPopularSearch(
  layout: string,
  locale: Locale,
  areaNames: Record<string, Partial<Words> & { en: string }>,
) {
  const lines = (SEARCHES[layout] ?? []).map(([type, mode, slug, href]) => {
    const names = areaNames[slug] as Partial<Words> & { en: string };
    const area = locale === 'en' ? names.en : names[locale] || names.en;
    return `- [${TYPE_WORDS[type]?.[locale]} ${MODE_WORDS[mode]?.[locale]} ${area}](${href})`;
  });
  return { title: TITLES[layout]?.[locale], content: lines.join('\n') };
}

// ---------- countries ----------
type Country = { value: string; icon: string; Show_flag: boolean; Slug: string; label: Words };
const COUNTRIES: Country[] = [
  {
    value: 'gb',
    icon: '🇬🇧',
    Show_flag: true,
    Slug: '',
    label: L('United Kingdom', 'المملكة المتحدة', 'Royaume-Uni', 'Великобритания', 'Wielka Brytania'),
  },
  { value: 'in', icon: '🇮🇳', Show_flag: true, Slug: 'india', label: L('India', 'الهند', 'Inde', 'Индия', 'Indie') },
  {
    value: 'ru',
    icon: '🇷🇺',
    Show_flag: true,
    Slug: 'russia',
    label: L('Russia', 'روسيا', 'Russie', 'Россия', 'Rosja'),
  },
  {
    value: 'fr',
    icon: '🇫🇷',
    Show_flag: true,
    Slug: 'france',
    label: L('France', 'فرنسا', 'France', 'Франция', 'Francja'),
  },
  {
    value: 'pl',
    icon: '🇵🇱',
    Show_flag: true,
    Slug: 'poland',
    label: L('Poland', 'بولندا', 'Pologne', 'Польша', 'Polska'),
  },
  { value: 'cn', icon: '🇨🇳', Show_flag: true, Slug: 'china', label: L('China', 'الصين', 'Chine', 'Китай', 'Chiny') },
  {
    value: 'sa',
    icon: '🇸🇦',
    Show_flag: true,
    Slug: 'saudi-arabia',
    label: L('Saudi Arabia', 'المملكة العربية السعودية', 'Arabie saoudite', 'Саудовская Аравия', 'Arabia Saudyjska'),
  },
];
/** A country page's words, from the country's name in that language. */
const COUNTRY_TEXT: Record<
  Locale,
  (c: string) => { Title: string; Intro: string; Why_product: string; Why_invest: string }
> = {
  en: (c) => ({
    Title: `Dubai property for buyers from ${c}`,
    Intro: `Oasis Key Properties helps investors and families from ${c} buy, rent and manage property in Dubai, with consultants who understand your tax, banking and visa questions.`,
    Why_product: `### Why buy in Dubai\n\n- No annual property tax and no capital gains tax on residential property\n- Freehold ownership for foreign buyers in designated areas\n- A 10-year Golden Visa from AED 2 million of property`,
    Why_invest: `### Why invest with us\n\n- Gross rental yields of 6–8% in established communities\n- Payment plans on off-plan projects from leading developers\n- Full property management once you own the home`,
  }),
  ar: (c) => ({
    Title: `عقارات دبي للمشترين من ${c}`,
    Intro: `تساعد أواسيس كي العقارية المستثمرين والعائلات من ${c} على شراء العقارات في دبي واستئجارها وإدارتها، مع مستشارين يفهمون أسئلتك حول الضرائب والبنوك والتأشيرات.`,
    Why_product: `### لماذا الشراء في دبي\n\n- لا توجد ضريبة عقارية سنوية ولا ضريبة على الأرباح الرأسمالية للعقارات السكنية\n- تملك حر للمشترين الأجانب في المناطق المخصصة\n- تأشيرة ذهبية لمدة 10 سنوات عند تملك عقار بقيمة مليوني درهم`,
    Why_invest: `### لماذا تستثمر معنا\n\n- عوائد إيجارية إجمالية بين 6 و8% في المجتمعات القائمة\n- خطط سداد لمشاريع على الخارطة من كبار المطورين\n- إدارة كاملة لعقارك بعد التملك`,
  }),
  fr: (c) => ({
    Title: `Immobilier à Dubaï pour les acheteurs : ${c}`,
    Intro: `Oasis Key Properties accompagne les investisseurs et les familles (${c}) pour acheter, louer et gérer un bien à Dubaï, avec des conseillers qui connaissent vos questions fiscales, bancaires et de visa.`,
    Why_product: `### Pourquoi acheter à Dubaï\n\n- Pas de taxe foncière annuelle ni d’impôt sur les plus-values résidentielles\n- Pleine propriété pour les étrangers dans les zones désignées\n- Un Golden Visa de 10 ans dès 2 millions d’AED investis`,
    Why_invest: `### Pourquoi investir avec nous\n\n- Rendements locatifs bruts de 6 à 8 % dans les quartiers établis\n- Plans de paiement sur les projets neufs des grands promoteurs\n- Gestion locative complète une fois le bien acquis`,
  }),
  ru: (c) => ({
    Title: `Недвижимость в Дубае для покупателей: ${c}`,
    Intro: `Oasis Key Properties помогает инвесторам и семьям (${c}) покупать, арендовать и управлять недвижимостью в Дубае; наши консультанты разбираются в вопросах налогов, банков и виз.`,
    Why_product: `### Почему стоит покупать в Дубае\n\n- Нет ежегодного налога на недвижимость и налога на прирост капитала\n- Право полной собственности для иностранцев в отведённых районах\n- Золотая виза на 10 лет при покупке от 2 млн дирхамов`,
    Why_invest: `### Почему инвестировать с нами\n\n- Валовая доходность аренды 6–8% в сложившихся районах\n- Рассрочка от ведущих девелоперов на новостройки\n- Полное управление объектом после покупки`,
  }),
  pl: (c) => ({
    Title: `Nieruchomości w Dubaju dla kupujących: ${c}`,
    Intro: `Oasis Key Properties pomaga inwestorom i rodzinom (${c}) kupować, wynajmować i zarządzać nieruchomościami w Dubaju, a nasi doradcy znają kwestie podatkowe, bankowe i wizowe.`,
    Why_product: `### Dlaczego warto kupić w Dubaju\n\n- Brak rocznego podatku od nieruchomości i podatku od zysków kapitałowych\n- Pełna własność dla cudzoziemców w wyznaczonych strefach\n- 10-letnia Złota Wiza przy zakupie za min. 2 mln AED`,
    Why_invest: `### Dlaczego inwestować z nami\n\n- Rentowność najmu brutto 6–8% w dojrzałych dzielnicach\n- Plany płatności na inwestycje od czołowych deweloperów\n- Pełne zarządzanie nieruchomością po zakupie`,
  }),
};
function buildCountry(c: Country, locale: Locale) {
  return { label: c.label[locale], ...COUNTRY_TEXT[locale](c.label[locale]) };
}

export { LOCALES, MENUS, buildMenu, FOOTER, SEARCHES, buildPopularSearch, COUNTRIES, buildCountry };
