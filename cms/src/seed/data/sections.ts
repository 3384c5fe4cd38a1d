/**
 * Page sections (component page.section) per page slug, in en, ar, fr, ru, pl.
 * Sections whose content lives in other types (team, reviews, listings, developers,
 * child pages, the sitemap) only carry a heading; the site fills them at build.
 */
import type { Locale } from '../locales';
import type { SeedPage } from './pages';

/** One text in every language. */
type Words = Record<Locale, string>;
/** What a section is made from: the page's title, intro and image in that locale (`payload`: the preview page's). */
type SectionContext = { title?: string; intro?: string; image?: unknown; payload?: string };
type Section = Record<string, unknown> & { kind: string };
type SectionBuilder = (l: Locale, ctx: SectionContext) => Section;

const L = (en: string, ar: string, fr: string, ru: string, pl: string): Words => ({ en, ar, fr, ru, pl });
const item = (title: string, text: string | null, link: string | null, extra = {}) => ({ title, text, link, ...extra });

const H = {
  search: L(
    'Find your next property',
    'ابحث عن عقارك القادم',
    'Trouvez votre prochain bien',
    'Найдите свою недвижимость',
    'Znajdź swoją nieruchomość',
  ),
  featured: L('Featured properties', 'عقارات مميزة', 'Biens à la une', 'Избранные объекты', 'Wyróżnione nieruchomości'),
  reviews: L(
    'What our clients say',
    'ماذا يقول عملاؤنا',
    'Ce que disent nos clients',
    'Что говорят наши клиенты',
    'Co mówią nasi klienci',
  ),
  guestReviews: L(
    'What our guests say',
    'ماذا يقول ضيوفنا',
    'Ce que disent nos voyageurs',
    'Что говорят наши гости',
    'Co mówią nasi goście',
  ),
  services: L('Our services', 'خدماتنا', 'Nos services', 'Наши услуги', 'Nasze usługi'),
  team: L('Our consultants', 'مستشارونا', 'Nos conseillers', 'Наши консультанты', 'Nasi doradcy'),
  videos: L('Latest videos', 'أحدث الفيديوهات', 'Dernières vidéos', 'Новые видео', 'Najnowsze filmy'),
  episodes: L('Latest episodes', 'أحدث الحلقات', 'Derniers épisodes', 'Новые выпуски', 'Najnowsze odcinki'),
  posts: L('Latest articles', 'أحدث المقالات', 'Derniers articles', 'Последние статьи', 'Najnowsze artykuły'),
  guides: L(
    'Community guides',
    'أدلة المجتمعات',
    'Guides des quartiers',
    'Гиды по районам',
    'Przewodniki po dzielnicach',
  ),
  partners: L(
    'Developers we work with',
    'المطورون الذين نعمل معهم',
    'Les promoteurs avec qui nous travaillons',
    'Девелоперы, с которыми мы работаем',
    'Deweloperzy, z którymi współpracujemy',
  ),
  awards: L('Recent awards', 'أحدث الجوائز', 'Récompenses récentes', 'Последние награды', 'Ostatnie nagrody'),
  loyalty: L(
    'Member benefits',
    'مزايا الأعضاء',
    'Avantages membres',
    'Преимущества участников',
    'Korzyści dla członków',
  ),
  jobs: L('Open positions', 'الوظائف المتاحة', 'Postes ouverts', 'Открытые вакансии', 'Otwarte stanowiska'),
  media: L('In the media centre', 'في المركز الإعلامي', 'Dans l’espace médias', 'В медиацентре', 'W centrum mediów'),
  sitemap: L('All pages', 'جميع الصفحات', 'Toutes les pages', 'Все страницы', 'Wszystkie strony'),
  areaListings: L(
    'Properties in this area',
    'عقارات في هذه المنطقة',
    'Biens dans ce quartier',
    'Объекты в этом районе',
    'Nieruchomości w tej dzielnicy',
  ),
  faq: L(
    'Frequently asked questions',
    'الأسئلة الشائعة',
    'Questions fréquentes',
    'Частые вопросы',
    'Najczęstsze pytania',
  ),
  valuation: L('Book a Valuation', 'احجز تقييمًا', 'Réserver une estimation', 'Заказать оценку', 'Umów wycenę'),
  contact: L(
    'Talk to a consultant',
    'تحدث مع مستشار',
    'Parler à un conseiller',
    'Связаться с консультантом',
    'Porozmawiaj z doradcą',
  ),
  browse: L('Browse properties', 'تصفح العقارات', 'Voir les biens', 'Смотреть объекты', 'Przeglądaj nieruchomości'),
};

const SERVICES: [Words, Words, string][] = [
  [
    L('Sell', 'البيع', 'Vendre', 'Продать', 'Sprzedaj'),
    L(
      'Pricing from real transactions and marketing that reaches serious buyers.',
      'تسعير مبني على صفقات حقيقية وتسويق يصل إلى المشترين الجادين.',
      'Un prix fondé sur les transactions réelles et un marketing qui touche les vrais acheteurs.',
      'Цена по реальным сделкам и маркетинг для серьёзных покупателей.',
      'Cena oparta na transakcjach i marketing docierający do poważnych kupujących.',
    ),
    '/sell-your-property-in-uae/',
  ],
  [
    L('Buy Property', 'شراء عقار', 'Acheter', 'Купить', 'Kup nieruchomość'),
    L(
      'Shortlists that match your brief, viewings and help with the mortgage.',
      'قوائم مختصرة تناسب طلبك ومعاينات ومساعدة في التمويل.',
      'Des sélections adaptées, des visites et une aide au financement.',
      'Подборка под ваш запрос, просмотры и помощь с ипотекой.',
      'Oferty dopasowane do potrzeb, prezentacje i pomoc z kredytem.',
    ),
    '/buy-property-in-uae/',
  ],
  [
    L('Rent', 'الإيجار', 'Louer', 'Аренда', 'Wynajem'),
    L(
      'Apartments, villas and townhouses to rent across Dubai.',
      'شقق وفلل وتاون هاوس للإيجار في أنحاء دبي.',
      'Appartements, villas et maisons de ville à louer dans tout Dubaï.',
      'Квартиры, виллы и таунхаусы в аренду по всему Дубаю.',
      'Mieszkania, wille i domy szeregowe na wynajem w całym Dubaju.',
    ),
    '/properties/for-rent/in-dubai/',
  ],
  [
    L('Vacation Homes', 'بيوت العطلات', 'Locations de vacances', 'Посуточная аренда', 'Apartamenty wakacyjne'),
    L(
      'Licensed holiday homes by the night, week or month.',
      'بيوت عطلات مرخصة بالليلة أو الأسبوع أو الشهر.',
      'Logements de vacances agréés à la nuit, à la semaine ou au mois.',
      'Лицензированные апартаменты посуточно, на неделю или месяц.',
      'Licencjonowane apartamenty na noc, tydzień lub miesiąc.',
    ),
    '/vacation-homes-in-dubai/',
  ],
  [
    L('Off Plan', 'على الخارطة', 'Sur plan', 'Новостройки', 'Rynek pierwotny'),
    L(
      'New launches with payment plans explained clearly.',
      'مشاريع جديدة مع شرح واضح لخطط السداد.',
      'Nouveaux lancements et plans de paiement expliqués clairement.',
      'Новые проекты и понятные планы рассрочки.',
      'Nowe inwestycje i jasno wyjaśnione plany płatności.',
    ),
    '/off-plan-properties-in-uae/',
  ],
  [
    L(
      'Property Management',
      'إدارة العقارات',
      'Gestion locative',
      'Управление недвижимостью',
      'Zarządzanie nieruchomościami',
    ),
    L(
      'Tenants, rent, maintenance and inspections handled for you.',
      'نتولى المستأجرين والإيجار والصيانة والمعاينات نيابة عنك.',
      'Locataires, loyers, entretien et inspections gérés pour vous.',
      'Арендаторы, платежи, обслуживание и инспекции — на нас.',
      'Najemcy, czynsz, serwis i inspekcje — zajmiemy się tym.',
    ),
    '/property-management/',
  ],
  [
    L('Luxury Property', 'العقارات الفاخرة', 'Immobilier de luxe', 'Элитная недвижимость', 'Luksusowe nieruchomości'),
    L(
      'Signature villas, penthouses and branded residences.',
      'فلل مميزة وشقق بنتهاوس ومساكن تحمل علامات تجارية.',
      'Villas d’exception, penthouses et résidences de marque.',
      'Виллы, пентхаусы и брендированные резиденции.',
      'Wyjątkowe wille, penthouse’y i rezydencje markowe.',
    ),
    '/luxury-property-dubai/',
  ],
];

const VIDEOS: [Words, string][] = [
  [
    L(
      'Dubai Marina community tour',
      'جولة في مجتمع دبي مارينا',
      'Visite du quartier Dubai Marina',
      'Обзор района Дубай Марина',
      'Wycieczka po Dubai Marina',
    ),
    'Oq7mRk2sT9w',
  ],
  [
    L(
      'Dubai property market update',
      'تحديث سوق العقارات في دبي',
      'Point sur le marché immobilier de Dubaï',
      'Обзор рынка недвижимости Дубая',
      'Przegląd rynku nieruchomości w Dubaju',
    ),
    'Z3pL8vNqXcE',
  ],
  [
    L(
      'Buying off-plan: payment plans explained',
      'الشراء على الخارطة: شرح خطط السداد',
      'Acheter sur plan : les plans de paiement',
      'Покупка на этапе строительства: рассрочка',
      'Zakup z rynku pierwotnego: plany płatności',
    ),
    'bH5tY1wUa0M',
  ],
];

const EPISODES: [Words, Words][] = [
  [
    L(
      'Episode 12: Where are Dubai prices heading?',
      'الحلقة 12: إلى أين تتجه أسعار دبي؟',
      'Épisode 12 : où vont les prix à Dubaï ?',
      'Выпуск 12: куда движутся цены в Дубае?',
      'Odcinek 12: dokąd zmierzają ceny w Dubaju?',
    ),
    L(
      'Our managing director and a DLD analyst on supply, demand and the next two years.',
      'مديرنا العام ومحلل من دائرة الأراضي حول العرض والطلب والعامين المقبلين.',
      'Notre directeur et un analyste du DLD sur l’offre, la demande et les deux prochaines années.',
      'Наш директор и аналитик DLD о спросе, предложении и ближайших двух годах.',
      'Nasz dyrektor i analityk DLD o podaży, popycie i najbliższych dwóch latach.',
    ),
  ],
  [
    L(
      'Episode 11: Golden visa through property',
      'الحلقة 11: الإقامة الذهبية عبر العقار',
      'Épisode 11 : le visa doré par l’immobilier',
      'Выпуск 11: золотая виза через недвижимость',
      'Odcinek 11: złota wiza przez nieruchomość',
    ),
    L(
      'Who qualifies, which properties count and how long it takes.',
      'من يستحقها وأي العقارات تُحتسب وكم يستغرق الأمر.',
      'Qui est éligible, quels biens comptent et combien de temps cela prend.',
      'Кто может получить, какие объекты подходят и сколько это занимает.',
      'Kto się kwalifikuje, które nieruchomości się liczą i ile to trwa.',
    ),
  ],
  [
    L(
      'Episode 10: Holiday homes versus long lets',
      'الحلقة 10: بيوت العطلات مقابل الإيجار الطويل',
      'Épisode 10 : location saisonnière ou longue durée',
      'Выпуск 10: посуточная или долгосрочная аренда',
      'Odcinek 10: najem krótko- czy długoterminowy',
    ),
    L(
      'Real income figures from our holiday-home portfolio.',
      'أرقام دخل حقيقية من محفظة بيوت العطلات لدينا.',
      'Des chiffres de revenus réels issus de notre parc de locations saisonnières.',
      'Реальные цифры дохода из нашего портфеля посуточной аренды.',
      'Prawdziwe dane o dochodach z naszego portfela apartamentów.',
    ),
  ],
];

const AWARDS: [Words, Words][] = [
  [
    L(
      'Emaar Top Broker 2025',
      'أفضل وسيط لدى إعمار 2025',
      'Meilleur courtier Emaar 2025',
      'Лучший брокер Emaar 2025',
      'Najlepszy broker Emaar 2025',
    ),
    L(
      'Top ten agency for off-plan sales volume.',
      'ضمن أفضل عشر وكالات في حجم مبيعات المشاريع على الخارطة.',
      'Parmi les dix premières agences en volume de ventes sur plan.',
      'В десятке лучших агентств по продажам новостроек.',
      'W pierwszej dziesiątce agencji pod względem sprzedaży z rynku pierwotnego.',
    ),
  ],
  [
    L(
      'Customer Service Excellence 2024',
      'التميز في خدمة العملاء 2024',
      'Excellence du service client 2024',
      'Лучший клиентский сервис 2024',
      'Doskonałość obsługi klienta 2024',
    ),
    L(
      'Awarded for response times and verified client reviews.',
      'تقديرًا لسرعة الاستجابة وتقييمات العملاء الموثقة.',
      'Pour nos délais de réponse et nos avis clients vérifiés.',
      'За скорость ответа и проверенные отзывы клиентов.',
      'Za czas odpowiedzi i zweryfikowane opinie klientów.',
    ),
  ],
  [
    L(
      'Transparency Award 2023',
      'جائزة الشفافية 2023',
      'Prix de la transparence 2023',
      'Премия за прозрачность 2023',
      'Nagroda za przejrzystość 2023',
    ),
    L(
      'For publishing permits and full price histories on every listing.',
      'لنشر التصاريح وسجل الأسعار الكامل لكل إعلان.',
      'Pour la publication des permis et de l’historique des prix de chaque annonce.',
      'За публикацию разрешений и истории цен по каждому объекту.',
      'Za publikowanie zezwoleń i pełnej historii cen każdej oferty.',
    ),
  ],
];

const JOBS: [Words, Words][] = [
  [
    L(
      'Senior Sales Consultant',
      'مستشار مبيعات أول',
      'Conseiller commercial senior',
      'Старший консультант по продажам',
      'Starszy doradca sprzedaży',
    ),
    L(
      'Three years of Dubai sales experience and a valid RERA card.',
      'خبرة ثلاث سنوات في مبيعات دبي وبطاقة ريرا سارية.',
      'Trois ans d’expérience à Dubaï et une carte RERA valide.',
      'Три года продаж в Дубае и действующая карта RERA.',
      'Trzy lata doświadczenia w Dubaju i ważna karta RERA.',
    ),
  ],
  [
    L('Leasing Consultant', 'مستشار تأجير', 'Conseiller location', 'Консультант по аренде', 'Doradca ds. najmu'),
    L(
      'Driving licence, fluent English, a second language is a plus.',
      'رخصة قيادة وإتقان الإنجليزية، واللغة الثانية ميزة إضافية.',
      'Permis de conduire, anglais courant, une deuxième langue est un plus.',
      'Водительские права, свободный английский, второй язык — плюс.',
      'Prawo jazdy, biegły angielski, drugi język mile widziany.',
    ),
  ],
  [
    L(
      'Holiday Homes Guest Manager',
      'مدير ضيوف بيوت العطلات',
      'Responsable voyageurs',
      'Менеджер по работе с гостями',
      'Opiekun gości apartamentów',
    ),
    L(
      'Hospitality background, weekend availability and great communication.',
      'خلفية في الضيافة وتوفر في عطلات نهاية الأسبوع ومهارات تواصل ممتازة.',
      'Expérience en hôtellerie, disponible le week-end, excellent relationnel.',
      'Опыт в гостеприимстве, работа в выходные и отличная коммуникация.',
      'Doświadczenie w hotelarstwie, dostępność w weekendy i świetna komunikacja.',
    ),
  ],
];

const LOYALTY: [Words, Words][] = [
  [
    L('Lower agency fee', 'عمولة أقل', 'Honoraires réduits', 'Сниженная комиссия', 'Niższa prowizja'),
    L(
      'Your next sale, purchase or letting with us at a reduced fee.',
      'صفقتك القادمة من بيع أو شراء أو تأجير معنا بعمولة مخفّضة.',
      'Votre prochaine vente, achat ou location avec nous à honoraires réduits.',
      'Следующая продажа, покупка или аренда с нами — со сниженной комиссией.',
      'Kolejna sprzedaż, zakup lub najem z nami po niższej prowizji.',
    ),
  ],
  [
    L(
      'Priority on new launches',
      'أولوية في المشاريع الجديدة',
      'Priorité sur les lancements',
      'Приоритет на новые проекты',
      'Pierwszeństwo przy nowych inwestycjach',
    ),
    L(
      'Floor plans and prices before the public release.',
      'المخططات والأسعار قبل الإطلاق العام.',
      'Plans et prix avant la mise en vente publique.',
      'Планировки и цены до открытых продаж.',
      'Rzuty i ceny przed publiczną premierą.',
    ),
  ],
  [
    L(
      'Referral rewards',
      'مكافآت الإحالة',
      'Récompenses de parrainage',
      'Вознаграждение за рекомендации',
      'Nagrody za polecenia',
    ),
    L(
      'A reward for every friend who completes a deal with us.',
      'مكافأة عن كل صديق يُتم صفقة معنا.',
      'Une récompense pour chaque ami qui conclut une transaction avec nous.',
      'Вознаграждение за каждого друга, заключившего с нами сделку.',
      'Nagroda za każdego znajomego, który zawrze z nami transakcję.',
    ),
  ],
];

const FAQ: [Words, Words][] = [
  [
    L(
      'Can foreigners buy property in Dubai?',
      'هل يمكن للأجانب شراء عقار في دبي؟',
      'Les étrangers peuvent-ils acheter à Dubaï ?',
      'Могут ли иностранцы покупать недвижимость в Дубае?',
      'Czy cudzoziemcy mogą kupić nieruchomość w Dubaju?',
    ),
    L(
      'Yes, in designated freehold areas such as Dubai Marina, Downtown and Palm Jumeirah.',
      'نعم، في مناطق التملك الحر مثل دبي مارينا ووسط المدينة ونخلة جميرا.',
      'Oui, dans les zones en pleine propriété comme Dubai Marina, Downtown et Palm Jumeirah.',
      'Да, в зонах фрихолд, например в Дубай Марине, Даунтауне и на Пальме.',
      'Tak, w strefach freehold, takich jak Dubai Marina, Downtown i Palm Jumeirah.',
    ),
  ],
  [
    L(
      'What fees does a buyer pay?',
      'ما الرسوم التي يدفعها المشتري؟',
      'Quels frais paie l’acheteur ?',
      'Какие расходы несёт покупатель?',
      'Jakie opłaty ponosi kupujący?',
    ),
    L(
      'Typically 4% Dubai Land Department fee, 2% agency fee and registration costs.',
      'عادةً 4% رسوم دائرة الأراضي و2% عمولة الوكالة ورسوم التسجيل.',
      'En général 4 % de frais DLD, 2 % d’honoraires d’agence et les frais d’enregistrement.',
      'Обычно 4% сбор DLD, 2% комиссия агентства и регистрационные сборы.',
      'Zwykle 4% opłaty DLD, 2% prowizji agencji i koszty rejestracji.',
    ),
  ],
];

const CTA_TEXT = L(
  'A consultant will answer within one working hour.',
  'سيرد عليك أحد مستشارينا خلال ساعة عمل واحدة.',
  'Un conseiller vous répond en moins d’une heure ouvrée.',
  'Консультант ответит в течение рабочего часа.',
  'Doradca odpowie w ciągu jednej godziny roboczej.',
);

const at = (dict: Words, locale: Locale) => dict[locale];
const items = <T>(list: T[], locale: Locale, make: (entry: T, locale: Locale) => object) =>
  list.map((entry) => make(entry, locale));

/** Section builders by name; each returns one page.section for a locale. */
const S: Record<string, SectionBuilder> = {
  hero: (l, ctx) => ({
    kind: 'hero',
    heading: ctx.title,
    text: ctx.intro,
    image: ctx.image,
    cta_label: at(H.browse, l),
    cta_link: '/properties/for-sale/in-dubai/',
  }),
  quickSearch: (l) => ({ kind: 'quick-search', heading: at(H.search, l) }),
  featured: (l) => ({ kind: 'featured-listings', heading: at(H.featured, l), variant: 'sale' }),
  reviews: (l) => ({ kind: 'reviews', heading: at(H.reviews, l), cta_link: '/customer-reviews/' }),
  guestReviews: (l) => ({
    kind: 'reviews',
    heading: at(H.guestReviews, l),
    variant: 'vacation-homes',
    cta_link: '/vacation-homes-in-dubai/vacation-home-customer-reviews/',
  }),
  reviewsList: (l) => ({ kind: 'reviews-list', heading: at(H.reviews, l) }),
  guestReviewsList: (l) => ({ kind: 'reviews-list', heading: at(H.guestReviews, l), variant: 'vacation-homes' }),
  services: (l) => ({
    kind: 'services',
    heading: at(H.services, l),
    items: items(SERVICES, l, ([t, x, link]) => item(t[l], x[l], link)),
  }),
  team: (l) => ({ kind: 'team', heading: at(H.team, l) }),
  videos: (l) => ({
    kind: 'videos',
    heading: at(H.videos, l),
    items: items(VIDEOS, l, ([t, id]) => item(t[l], null, null, { video_id: id })),
  }),
  podcasts: (l) => ({
    kind: 'podcasts',
    heading: at(H.episodes, l),
    items: items(EPISODES, l, ([t, x]) => item(t[l], x[l], null)),
  }),
  posts: (l) => ({ kind: 'child-pages', heading: at(H.posts, l) }),
  guides: (l) => ({ kind: 'child-pages', heading: at(H.guides, l) }),
  partners: (l) => ({ kind: 'partners', heading: at(H.partners, l) }),
  awards: (l) => ({
    kind: 'cards',
    heading: at(H.awards, l),
    items: items(AWARDS, l, ([t, x]) => item(t[l], x[l], null)),
  }),
  loyalty: (l) => ({
    kind: 'cards',
    heading: at(H.loyalty, l),
    items: items(LOYALTY, l, ([t, x]) => item(t[l], x[l], null)),
  }),
  jobs: (l) => ({ kind: 'cards', heading: at(H.jobs, l), items: items(JOBS, l, ([t, x]) => item(t[l], x[l], null)) }),
  faq: (l) => ({ kind: 'faq', heading: at(H.faq, l), items: items(FAQ, l, ([t, x]) => item(t[l], x[l], null)) }),
  media: (l) => ({
    kind: 'cards',
    heading: at(H.media, l),
    items: [
      item(at(L('Blog', 'المدونة', 'Blog', 'Блог', 'Blog'), l), null, '/media/uae-property-blog/'),
      item(at(L('Videos', 'الفيديوهات', 'Vidéos', 'Видео', 'Filmy'), l), null, '/uae-property-videos/'),
      item(at(L('Podcast', 'البودكاست', 'Podcast', 'Подкаст', 'Podcast'), l), null, '/uae-property-podcast/'),
      item(
        at(L('Newsletter', 'النشرة', 'Lettre d’information', 'Рассылка', 'Newsletter'), l),
        null,
        '/uae-property-news-letter/',
      ),
    ],
  }),
  sitemap: (l) => ({ kind: 'sitemap', heading: at(H.sitemap, l) }),
  valuation: (l) => ({
    kind: 'cta',
    heading: at(H.valuation, l),
    text: at(CTA_TEXT, l),
    cta_label: at(H.valuation, l),
    // Opens the valuation form in a dialog (packages/core/src/forms/form-link.ts).
    cta_link: '#form-valuation',
  }),
  contact: (l) => ({
    kind: 'cta',
    heading: at(H.contact, l),
    text: at(CTA_TEXT, l),
    cta_label: at(H.contact, l),
    cta_link: '#form-contact',
  }),
  preview: (l, ctx) => ({ kind: 'text', heading: ctx.title, text: ctx.payload }),
};

/** An area guide's listings of its area. */
const areaListings =
  (area: string) =>
  (l: Locale): Section => ({ kind: 'area-listings', heading: at(H.areaListings, l), area });

/** Which sections each page gets, in order; pages not listed get a contact call to action. */
const PAGE_SECTIONS: Record<string, string[]> = {
  home: ['hero', 'quickSearch', 'featured', 'reviews', 'services'],
  'sell-your-property-in-uae': ['services', 'valuation', 'reviews'],
  'buy-property-in-uae': ['quickSearch', 'featured', 'faq', 'contact'],
  'off-plan-properties-in-uae': ['quickSearch', 'faq', 'contact'],
  'property-management': ['services', 'contact'],
  'luxury-property-dubai': ['featured', 'contact'],
  'property-valuation-in-dubai': ['valuation', 'reviews'],
  'list-your-property': ['services', 'valuation'],
  'vacation-homes-in-dubai': ['guestReviews', 'contact'],
  'commercial-property': ['quickSearch', 'contact'],
  'international-property-sales': ['faq', 'contact'],
  renovation: ['services', 'contact'],
  'request-projection': ['guestReviews', 'contact'],
  'meet-the-team': ['team'],
  'about-oasis-key': ['services', 'reviews', 'contact'],
  'our-partners': ['partners', 'contact'],
  'our-awards': ['awards', 'reviews'],
  media: ['media'],
  'uae-property-blog': ['posts'],
  'uae-property-videos': ['videos'],
  'uae-property-podcast': ['podcasts'],
  'uae-property-news-letter': [],
  'real-estate-recruitment-in-uae': ['jobs'],
  'loyalty-program': ['loyalty'],
  'uae-area-guides': ['guides'],
  'customer-reviews': ['reviewsList'],
  'vacation-home-customer-reviews': ['guestReviewsList'],
  sitemap: ['sitemap'],
  'editor-preview': ['preview'],
  'contact-oasis-key': [],
  'terms-and-conditions': [],
  'privacy-and-cookie-policy': [],
  'thank-you': [],
  404: [],
};

/**
 * The sections of a page in a locale. `page.area` (area guides) adds that area's listings.
 */
function buildSections(page: SeedPage, locale: Locale, ctx: SectionContext): Section[] {
  const names = PAGE_SECTIONS[page.slug] ?? (page.area ? [] : ['contact']);
  const sections = names.map((name) => (S[name] as SectionBuilder)(locale, ctx));
  if (page.area) sections.push(areaListings(page.area)(locale), (S.contact as SectionBuilder)(locale, ctx));
  return sections;
}

export { buildSections, PAGE_SECTIONS };
