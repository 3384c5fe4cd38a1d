/**
 * CMS pages. Every page exists in en, ar, fr, ru, pl.
 * t: { locale: [Title, intro sentence] } - Banner_Title = Title, Banner_Content = intro.
 * The Content markdown is built from the intro plus localized shared sections (see build()).
 */
import type { Locale } from '../locales';

/** A demo page: its words in every language, and where it sits. */
export type SeedPage = {
  slug: string;
  layout?: string;
  image?: string;
  t: Record<Locale, [title: string, intro: string]>;
  body?: Record<Locale, string>;
  parent?: string[];
  hidden?: boolean;
  formRecipient?: string;
  xss?: boolean;
  /** The area an area guide is about (its slug). */
  area?: string;
};

const PAGES: SeedPage[] = [
  {
    slug: 'home',
    layout: 'landing',
    image: 'skyline-1',
    t: {
      en: [
        'Dubai Real Estate Agents',
        'Buy, sell, rent and invest in Dubai property with a brokerage that knows every community, tower and payment plan.',
      ],
      ar: [
        'وكلاء العقارات في دبي',
        'اشترِ وبِع واستأجر واستثمر في عقارات دبي مع وسيط يعرف كل مجتمع وكل برج وكل خطة سداد.',
      ],
      fr: [
        'Agents immobiliers à Dubaï',
        'Achetez, vendez, louez et investissez à Dubaï avec une agence qui connaît chaque quartier, chaque tour et chaque plan de paiement.',
      ],
      ru: [
        'Агентство недвижимости в Дубае',
        'Покупайте, продавайте, арендуйте и инвестируйте в недвижимость Дубая вместе с агентством, которое знает каждый район, башню и план рассрочки.',
      ],
      pl: [
        'Agencja nieruchomości w Dubaju',
        'Kupuj, sprzedawaj, wynajmuj i inwestuj w nieruchomości w Dubaju z agencją, która zna każdą dzielnicę, wieżowiec i plan płatności.',
      ],
    },
  },
  {
    slug: 'contact-oasis-key',
    layout: 'contact',
    image: 'office-1',
    t: {
      en: [
        'Contact Oasis Key Properties',
        'Call, WhatsApp or visit our Dubai Marina office — a consultant will answer within one working hour.',
      ],
      ar: [
        'تواصل مع أواسيس كي العقارية',
        'اتصل بنا أو راسلنا عبر واتساب أو زر مكتبنا في دبي مارينا، وسيرد عليك أحد مستشارينا خلال ساعة عمل واحدة.',
      ],
      fr: [
        'Contacter Oasis Key Properties',
        'Appelez-nous, écrivez-nous sur WhatsApp ou passez à notre bureau de Dubai Marina : un conseiller vous répond en moins d’une heure ouvrée.',
      ],
      ru: [
        'Контакты Oasis Key Properties',
        'Позвоните, напишите в WhatsApp или приходите в наш офис в Дубай Марине — консультант ответит в течение рабочего часа.',
      ],
      pl: [
        'Kontakt z Oasis Key Properties',
        'Zadzwoń, napisz na WhatsApp lub odwiedź nasze biuro w Dubai Marina — doradca odpowie w ciągu jednej godziny roboczej.',
      ],
    },
  },
  {
    slug: 'list-your-property',
    image: 'villa-1',
    t: {
      en: [
        'List Your Property',
        'Market your home to qualified buyers and tenants through our portals, database and international network.',
      ],
      ar: ['اعرض عقارك', 'سوّق منزلك لمشترين ومستأجرين مؤهلين عبر المنصات العقارية وقاعدة بياناتنا وشبكتنا الدولية.'],
      fr: [
        'Confier votre bien',
        'Présentez votre bien à des acheteurs et locataires qualifiés grâce aux portails, à notre base de clients et à notre réseau international.',
      ],
      ru: [
        'Разместить объект',
        'Представьте свою недвижимость проверенным покупателям и арендаторам через порталы, нашу базу клиентов и международную сеть.',
      ],
      pl: [
        'Zgłoś swoją nieruchomość',
        'Zaprezentuj swoją nieruchomość sprawdzonym kupującym i najemcom dzięki portalom, naszej bazie klientów i międzynarodowej sieci.',
      ],
    },
  },
  {
    slug: 'luxury-property-dubai',
    image: 'villa-2',
    t: {
      en: [
        'Luxury Property in Dubai',
        'Signature villas on Palm Jumeirah and Emirates Hills, penthouses in Downtown and branded residences on the water.',
      ],
      ar: [
        'العقارات الفاخرة في دبي',
        'فلل مميزة في نخلة جميرا وتلال الإمارات، وشقق بنتهاوس في وسط المدينة، ومساكن تحمل علامات فندقية على الواجهة البحرية.',
      ],
      fr: [
        'Immobilier de luxe à Dubaï',
        'Villas d’exception sur Palm Jumeirah et à Emirates Hills, penthouses à Downtown et résidences de marque au bord de l’eau.',
      ],
      ru: [
        'Элитная недвижимость в Дубае',
        'Виллы на Пальме Джумейра и в Эмирейтс Хиллс, пентхаусы в Даунтауне и брендированные резиденции у воды.',
      ],
      pl: [
        'Luksusowe nieruchomości w Dubaju',
        'Wyjątkowe wille na Palm Jumeirah i w Emirates Hills, penthouse’y w Downtown i rezydencje markowe nad wodą.',
      ],
    },
  },
  {
    slug: 'sell-your-property-in-uae',
    image: 'skyline-2',
    t: {
      en: [
        'Sell Your Property in the UAE',
        'A pricing strategy based on real transactions, professional marketing and negotiation that protects your net return.',
      ],
      ar: ['بِع عقارك في الإمارات', 'استراتيجية تسعير مبنية على صفقات حقيقية، وتسويق احترافي، وتفاوض يحمي صافي عائدك.'],
      fr: [
        'Vendre votre bien aux Émirats',
        'Une stratégie de prix fondée sur les transactions réelles, un marketing professionnel et une négociation qui protège votre gain net.',
      ],
      ru: [
        'Продать недвижимость в ОАЭ',
        'Цена на основе реальных сделок, профессиональный маркетинг и переговоры, которые защищают ваш чистый доход.',
      ],
      pl: [
        'Sprzedaj nieruchomość w ZEA',
        'Strategia cenowa oparta na rzeczywistych transakcjach, profesjonalny marketing i negocjacje chroniące Twój zysk netto.',
      ],
    },
  },
  {
    slug: 'property-valuation-in-dubai',
    parent: ['sell-your-property-in-uae'],
    image: 'interior-1',
    t: {
      en: [
        'Free Property Valuation in Dubai',
        'Find out what your home is worth today with a valuation backed by Dubai Land Department transaction data.',
      ],
      ar: [
        'تقييم مجاني للعقار في دبي',
        'اعرف قيمة منزلك اليوم من خلال تقييم مدعوم ببيانات صفقات دائرة الأراضي والأملاك في دبي.',
      ],
      fr: [
        'Estimation gratuite à Dubaï',
        'Découvrez la valeur actuelle de votre bien grâce à une estimation appuyée sur les transactions du Dubai Land Department.',
      ],
      ru: [
        'Бесплатная оценка недвижимости в Дубае',
        'Узнайте рыночную стоимость вашего объекта по данным сделок Земельного департамента Дубая.',
      ],
      pl: [
        'Bezpłatna wycena nieruchomości w Dubaju',
        'Sprawdź, ile dziś jest warta Twoja nieruchomość, dzięki wycenie opartej na danych transakcyjnych Dubai Land Department.',
      ],
    },
  },
  {
    slug: 'uae-property-videos',
    image: 'skyline-3',
    t: {
      en: [
        'UAE Property Videos',
        'Video tours of homes, community guides and market updates filmed by our team across Dubai.',
      ],
      ar: [
        'فيديوهات عقارات الإمارات',
        'جولات مصوّرة للمنازل وأدلة للمجتمعات وتحديثات للسوق صوّرها فريقنا في أنحاء دبي.',
      ],
      fr: [
        'Vidéos immobilières aux Émirats',
        'Visites vidéo de biens, guides de quartiers et points marché filmés par notre équipe à Dubaï.',
      ],
      ru: [
        'Видео о недвижимости ОАЭ',
        'Видеообзоры объектов, гиды по районам и обзоры рынка, снятые нашей командой в Дубае.',
      ],
      pl: [
        'Filmy o nieruchomościach w ZEA',
        'Wideoprezentacje mieszkań, przewodniki po dzielnicach i przeglądy rynku nagrane przez nasz zespół w Dubaju.',
      ],
    },
  },
  {
    slug: 'uae-property-podcast',
    image: 'interior-2',
    t: {
      en: [
        'The UAE Property Podcast',
        'Weekly conversations with developers, investors and our consultants about where the Dubai market is heading.',
      ],
      ar: ['بودكاست عقارات الإمارات', 'حوارات أسبوعية مع المطورين والمستثمرين ومستشارينا حول اتجاه سوق دبي العقاري.'],
      fr: [
        'Le podcast de l’immobilier aux Émirats',
        'Chaque semaine, des échanges avec des promoteurs, des investisseurs et nos conseillers sur l’évolution du marché de Dubaï.',
      ],
      ru: [
        'Подкаст о недвижимости ОАЭ',
        'Еженедельные беседы с девелоперами, инвесторами и нашими консультантами о том, куда движется рынок Дубая.',
      ],
      pl: [
        'Podcast o nieruchomościach w ZEA',
        'Cotygodniowe rozmowy z deweloperami, inwestorami i naszymi doradcami o kierunku rynku w Dubaju.',
      ],
    },
  },
  {
    slug: 'about-oasis-key',
    image: 'office-2',
    t: {
      en: [
        'About Oasis Key Properties',
        'An independent Dubai brokerage founded in 2011, RERA-registered and trusted by thousands of buyers, sellers and landlords.',
      ],
      ar: [
        'من نحن',
        'وساطة عقارية مستقلة في دبي تأسست عام 2011، مسجلة لدى مؤسسة التنظيم العقاري (ريرا) وموثوقة لدى آلاف المشترين والبائعين والملاك.',
      ],
      fr: [
        'À propos d’Oasis Key Properties',
        'Une agence indépendante fondée à Dubaï en 2011, enregistrée auprès de la RERA et choisie par des milliers d’acheteurs, vendeurs et propriétaires.',
      ],
      ru: [
        'Об Oasis Key Properties',
        'Независимое агентство недвижимости в Дубае, основанное в 2011 году, зарегистрированное в RERA, которому доверяют тысячи клиентов.',
      ],
      pl: [
        'O Oasis Key Properties',
        'Niezależna agencja z Dubaju założona w 2011 roku, zarejestrowana w RERA, której zaufały tysiące kupujących, sprzedających i właścicieli.',
      ],
    },
  },
  {
    slug: 'meet-the-team',
    parent: ['about-oasis-key'],
    image: 'portrait-1',
    t: {
      en: [
        'Meet the Team',
        'Multilingual consultants who specialise by community and property type, so you always speak to an expert.',
      ],
      ar: ['تعرّف على فريقنا', 'مستشارون متعددو اللغات متخصصون حسب المجتمع ونوع العقار، لتتحدث دائمًا مع خبير.'],
      fr: [
        'Notre équipe',
        'Des conseillers multilingues spécialisés par quartier et par type de bien : vous parlez toujours à un expert.',
      ],
      ru: [
        'Наша команда',
        'Многоязычные консультанты, специализирующиеся на районах и типах недвижимости, — вы всегда говорите с экспертом.',
      ],
      pl: [
        'Poznaj nasz zespół',
        'Wielojęzyczni doradcy wyspecjalizowani w konkretnych dzielnicach i typach nieruchomości — zawsze rozmawiasz z ekspertem.',
      ],
    },
  },
  {
    slug: 'our-partners',
    image: 'office-3',
    t: {
      en: [
        'Our Partners',
        'We work with Dubai’s leading developers, mortgage brokers, conveyancers and interior designers.',
      ],
      ar: ['شركاؤنا', 'نعمل مع كبار المطورين في دبي ووسطاء التمويل العقاري ومكاتب نقل الملكية ومصممي الديكور الداخلي.'],
      fr: [
        'Nos partenaires',
        'Nous travaillons avec les principaux promoteurs de Dubaï, des courtiers en crédit, des notaires et des architectes d’intérieur.',
      ],
      ru: [
        'Наши партнёры',
        'Мы сотрудничаем с ведущими девелоперами Дубая, ипотечными брокерами, юристами по сделкам и дизайнерами интерьеров.',
      ],
      pl: [
        'Nasi partnerzy',
        'Współpracujemy z czołowymi deweloperami w Dubaju, doradcami kredytowymi, kancelariami i projektantami wnętrz.',
      ],
    },
  },
  {
    slug: 'loyalty-program',
    parent: ['about-oasis-key'],
    image: 'interior-5',
    t: {
      en: [
        'Loyalty Program',
        'Clients who buy, sell or let with us again earn a reduced agency fee, priority access to new launches and rewards for every referral.',
      ],
      ar: [
        'برنامج الولاء',
        'يحصل العملاء الذين يشترون أو يبيعون أو يؤجرون معنا مرة أخرى على عمولة مخفّضة وأولوية في المشاريع الجديدة ومكافآت عن كل إحالة.',
      ],
      fr: [
        'Programme de fidélité',
        'Les clients qui achètent, vendent ou louent de nouveau avec nous bénéficient d’honoraires réduits, d’un accès prioritaire aux lancements et d’une récompense pour chaque parrainage.',
      ],
      ru: [
        'Программа лояльности',
        'Постоянные клиенты получают сниженную комиссию, приоритетный доступ к новым проектам и вознаграждение за каждую рекомендацию.',
      ],
      pl: [
        'Program lojalnościowy',
        'Stali klienci otrzymują niższą prowizję, pierwszeństwo przy nowych inwestycjach i nagrodę za każde polecenie.',
      ],
    },
  },
  {
    slug: 'our-awards',
    image: 'skyline-4',
    t: {
      en: [
        'Our Awards',
        'Recognised by developers and property portals for sales performance, customer service and transparency.',
      ],
      ar: ['جوائزنا', 'حصلنا على تقدير المطورين والمنصات العقارية لأداء المبيعات وخدمة العملاء والشفافية.'],
      fr: [
        'Nos récompenses',
        'Distinguée par les promoteurs et les portails immobiliers pour ses ventes, son service client et sa transparence.',
      ],
      ru: [
        'Наши награды',
        'Признание девелоперов и порталов недвижимости за результаты продаж, сервис и прозрачность.',
      ],
      pl: [
        'Nasze nagrody',
        'Doceniani przez deweloperów i portale za wyniki sprzedaży, obsługę klienta i przejrzystość.',
      ],
    },
  },
  {
    slug: 'media',
    image: 'skyline-5',
    t: {
      en: ['Media', 'News, market reports, videos and podcasts from the Oasis Key Properties team.'],
      ar: ['المركز الإعلامي', 'الأخبار وتقارير السوق والفيديوهات والبودكاست من فريق أواسيس كي العقارية.'],
      fr: ['Médias', 'Actualités, rapports de marché, vidéos et podcasts de l’équipe Oasis Key Properties.'],
      ru: ['Медиа', 'Новости, отчёты о рынке, видео и подкасты от команды Oasis Key Properties.'],
      pl: ['Media', 'Aktualności, raporty rynkowe, filmy i podcasty zespołu Oasis Key Properties.'],
    },
  },
  {
    slug: 'uae-property-blog',
    parent: ['media'],
    image: 'interior-3',
    t: {
      en: [
        'UAE Property Blog',
        'Guides on buying, renting, visas, service charges and mortgages, written by people who close deals every day.',
      ],
      ar: [
        'مدونة عقارات الإمارات',
        'أدلة حول الشراء والإيجار والتأشيرات ورسوم الخدمات والتمويل العقاري، يكتبها أشخاص يبرمون الصفقات يوميًا.',
      ],
      fr: [
        'Blog immobilier des Émirats',
        'Guides sur l’achat, la location, les visas, les charges et les crédits, écrits par des professionnels du terrain.',
      ],
      ru: [
        'Блог о недвижимости ОАЭ',
        'Руководства по покупке, аренде, визам, сервисным сборам и ипотеке от тех, кто закрывает сделки каждый день.',
      ],
      pl: [
        'Blog o nieruchomościach w ZEA',
        'Poradniki o zakupie, najmie, wizach, opłatach serwisowych i kredytach, pisane przez praktyków.',
      ],
    },
  },
  {
    slug: 'uae-property-news-letter',
    image: 'skyline-6',
    t: {
      en: [
        'Property Newsletter',
        'Monthly market data, new launches and off-market opportunities delivered to your inbox.',
      ],
      ar: ['النشرة العقارية', 'بيانات السوق الشهرية والمشاريع الجديدة والفرص الحصرية تصلك إلى بريدك الإلكتروني.'],
      fr: [
        'Lettre d’information immobilière',
        'Chaque mois, les chiffres du marché, les nouveaux lancements et des opportunités hors marché dans votre boîte mail.',
      ],
      ru: [
        'Рассылка о недвижимости',
        'Ежемесячные данные рынка, новые запуски и закрытые предложения — прямо на вашу почту.',
      ],
      pl: [
        'Newsletter nieruchomości',
        'Comiesięczne dane rynkowe, nowe inwestycje i oferty spoza rynku prosto na Twoją skrzynkę.',
      ],
    },
  },
  {
    slug: 'real-estate-recruitment-in-uae',
    image: 'office-4',
    t: {
      en: [
        'Careers in UAE Real Estate',
        'Join a supportive team with leads, training, RERA certification support and a transparent commission structure.',
      ],
      ar: [
        'الوظائف في قطاع العقارات بالإمارات',
        'انضم إلى فريق داعم يوفر العملاء المحتملين والتدريب ودعم شهادة ريرا وهيكل عمولات واضح.',
      ],
      fr: [
        'Recrutement immobilier aux Émirats',
        'Rejoignez une équipe qui fournit des contacts, de la formation, un accompagnement à la certification RERA et des commissions transparentes.',
      ],
      ru: [
        'Карьера в недвижимости ОАЭ',
        'Присоединяйтесь к команде с лидами, обучением, поддержкой в получении сертификата RERA и прозрачной системой комиссий.',
      ],
      pl: [
        'Praca w nieruchomościach w ZEA',
        'Dołącz do zespołu, który zapewnia kontakty, szkolenia, wsparcie w certyfikacji RERA i przejrzyste prowizje.',
      ],
    },
  },
  {
    slug: 'buy-property-in-uae',
    image: 'skyline-7',
    t: {
      en: [
        'Buy Property in the UAE',
        'From your first viewing to the title deed: mortgages, due diligence and transfer handled step by step.',
      ],
      ar: [
        'اشترِ عقارًا في الإمارات',
        'من المعاينة الأولى حتى سند الملكية: التمويل والفحص النافي للجهالة ونقل الملكية خطوة بخطوة.',
      ],
      fr: [
        'Acheter un bien aux Émirats',
        'De la première visite au titre de propriété : financement, vérifications et transfert gérés pas à pas.',
      ],
      ru: [
        'Купить недвижимость в ОАЭ',
        'От первого просмотра до свидетельства о собственности: ипотека, проверка объекта и регистрация шаг за шагом.',
      ],
      pl: [
        'Kup nieruchomość w ZEA',
        'Od pierwszego oglądania do aktu własności: kredyt, weryfikacja i przeniesienie własności krok po kroku.',
      ],
    },
  },
  {
    slug: 'off-plan-properties-in-uae',
    image: 'skyline-8',
    t: {
      en: [
        'Off-Plan Properties in the UAE',
        'New launches from Emaar, Sobha, DAMAC, Nakheel and more, with post-handover payment plans explained clearly.',
      ],
      ar: [
        'عقارات على الخارطة في الإمارات',
        'مشاريع جديدة من إعمار وشوبا وداماك ونخيل وغيرها، مع شرح واضح لخطط السداد بعد التسليم.',
      ],
      fr: [
        'Biens sur plan aux Émirats',
        'Nouveaux lancements d’Emaar, Sobha, DAMAC, Nakheel et d’autres, avec des plans de paiement post-livraison clairement expliqués.',
      ],
      ru: [
        'Недвижимость на этапе строительства в ОАЭ',
        'Новые проекты Emaar, Sobha, DAMAC, Nakheel и других с понятным объяснением рассрочки после сдачи.',
      ],
      pl: [
        'Nieruchomości z rynku pierwotnego w ZEA',
        'Nowe projekty Emaar, Sobha, DAMAC, Nakheel i innych, z jasno wyjaśnionymi planami płatności po odbiorze.',
      ],
    },
  },
  {
    slug: 'property-management',
    image: 'interior-4',
    // Its contact form reaches the team member in charge (a team address: the CMS relays only those).
    formRecipient: 'fatima.almansoori@oasiskeyproperties.ae',
    t: {
      en: [
        'Property Management in Dubai',
        'Tenant finding, Ejari, rent collection, maintenance and inspections for landlords in Dubai and abroad.',
      ],
      ar: [
        'إدارة العقارات في دبي',
        'البحث عن مستأجرين وتسجيل إيجاري وتحصيل الإيجار والصيانة والمعاينات للملاك داخل دبي وخارجها.',
      ],
      fr: [
        'Gestion locative à Dubaï',
        'Recherche de locataires, Ejari, encaissement des loyers, entretien et inspections pour les propriétaires à Dubaï et à l’étranger.',
      ],
      ru: [
        'Управление недвижимостью в Дубае',
        'Поиск арендаторов, Ejari, сбор аренды, обслуживание и инспекции для собственников в Дубае и за рубежом.',
      ],
      pl: [
        'Zarządzanie nieruchomościami w Dubaju',
        'Szukanie najemców, Ejari, pobieranie czynszu, serwis i inspekcje dla właścicieli w Dubaju i za granicą.',
      ],
    },
  },
  {
    slug: 'uae-area-guides',
    parent: ['buy-property-in-uae'],
    image: 'skyline-9',
    t: {
      en: [
        'UAE Area Guides',
        'Schools, commute times, service charges and rental yields for every major Dubai community.',
      ],
      ar: [
        'أدلة المناطق في الإمارات',
        'المدارس وأوقات التنقل ورسوم الخدمات والعوائد الإيجارية لكل مجتمع رئيسي في دبي.',
      ],
      fr: [
        'Guides des quartiers',
        'Écoles, temps de trajet, charges et rendements locatifs pour chaque grand quartier de Dubaï.',
      ],
      ru: [
        'Гиды по районам ОАЭ',
        'Школы, время в пути, сервисные сборы и доходность аренды для каждого крупного района Дубая.',
      ],
      pl: [
        'Przewodniki po dzielnicach',
        'Szkoły, czas dojazdu, opłaty serwisowe i rentowność najmu dla każdej dużej dzielnicy Dubaju.',
      ],
    },
  },
  {
    slug: 'dubai-marina',
    parent: ['buy-property-in-uae', 'uae-area-guides'],
    area: 'dubai-marina',
    image: 'skyline-10',
    t: {
      en: [
        'Dubai Marina Area Guide',
        'Waterfront towers, the Marina Walk, two metro lines and some of the strongest rental demand in the city.',
      ],
      ar: [
        'دليل منطقة دبي مارينا',
        'أبراج على الواجهة المائية وممشى المارينا وخطا مترو وأحد أقوى معدلات الطلب على الإيجار في المدينة.',
      ],
      fr: [
        'Guide du quartier Dubai Marina',
        'Tours en bord de marina, la Marina Walk, deux lignes de transport et l’une des plus fortes demandes locatives de la ville.',
      ],
      ru: [
        'Гид по району Дубай Марина',
        'Башни у воды, набережная Marina Walk, метро и трамвай и один из самых высоких спросов на аренду в городе.',
      ],
      pl: [
        'Przewodnik po Dubai Marina',
        'Wieżowce nad wodą, promenada Marina Walk, metro i tramwaj oraz jeden z najwyższych popytów na najem w mieście.',
      ],
    },
  },
  {
    slug: 'marina-gate-building-guide',
    parent: ['buy-property-in-uae', 'uae-area-guides', 'dubai-marina'],
    area: 'dubai-marina',
    image: 'skyline-1',
    t: {
      en: [
        'Marina Gate Building Guide',
        'Three Select Group towers at the mouth of the marina with an infinity pool, direct tram access and full marina views.',
      ],
      ar: [
        'دليل أبراج مارينا جيت',
        'ثلاثة أبراج من سيلكت جروب عند مدخل المارينا مع مسبح لا متناهٍ ووصول مباشر إلى الترام وإطلالات كاملة على المارينا.',
      ],
      fr: [
        'Guide de la résidence Marina Gate',
        'Trois tours de Select Group à l’entrée de la marina, avec piscine à débordement, accès direct au tramway et vue totale sur la marina.',
      ],
      ru: [
        'Гид по комплексу Marina Gate',
        'Три башни Select Group у входа в марину: бассейн-инфинити, прямой выход к трамваю и панорамные виды на марину.',
      ],
      pl: [
        'Przewodnik po Marina Gate',
        'Trzy wieże Select Group u wejścia do mariny z basenem infinity, bezpośrednim dostępem do tramwaju i pełnym widokiem na marinę.',
      ],
    },
  },
  {
    slug: 'international-property-sales',
    parent: ['buy-property-in-uae'],
    image: 'skyline-2',
    t: {
      en: [
        'International Property Sales',
        'Hand-picked projects in London, Limassol, Lisbon, Athens and Bali, presented by our international desk in Dubai.',
      ],
      ar: [
        'مبيعات العقارات الدولية',
        'مشاريع مختارة بعناية في لندن وليماسول ولشبونة وأثينا وبالي يقدمها قسمنا الدولي في دبي.',
      ],
      fr: [
        'Ventes immobilières internationales',
        'Des projets sélectionnés à Londres, Limassol, Lisbonne, Athènes et Bali, présentés par notre pôle international à Dubaï.',
      ],
      ru: [
        'Зарубежная недвижимость',
        'Отобранные проекты в Лондоне, Лимасоле, Лиссабоне, Афинах и на Бали от нашего международного отдела в Дубае.',
      ],
      pl: [
        'Nieruchomości za granicą',
        'Starannie wybrane projekty w Londynie, Limassol, Lizbonie, Atenach i na Bali, prezentowane przez nasz dział międzynarodowy w Dubaju.',
      ],
    },
  },
  {
    slug: 'palm-jumeirah',
    parent: ['buy-property-in-uae', 'uae-area-guides'],
    area: 'palm-jumeirah',
    image: 'villa-2',
    t: {
      en: [
        'Palm Jumeirah Area Guide',
        'Beachfront villas on the fronds, hotel residences on the crescent and some of the highest resale values in Dubai.',
      ],
      ar: [
        'دليل منطقة نخلة جميرا',
        'فلل على الشاطئ في سعف النخلة ومساكن فندقية على الهلال وبعض أعلى قيم إعادة البيع في دبي.',
      ],
      fr: [
        'Guide du quartier Palm Jumeirah',
        'Villas pieds dans l’eau sur les branches, résidences hôtelières sur le croissant et des valeurs de revente parmi les plus élevées de Dubaï.',
      ],
      ru: [
        'Гид по Пальме Джумейра',
        'Виллы у моря на «ветвях», гостиничные резиденции на полумесяце и одни из самых высоких цен перепродажи в Дубае.',
      ],
      pl: [
        'Przewodnik po Palm Jumeirah',
        'Wille przy plaży na liściach palmy, rezydencje hotelowe na półksiężycu i jedne z najwyższych cen odsprzedaży w Dubaju.',
      ],
    },
  },
  {
    slug: 'jumeirah-village-circle',
    parent: ['buy-property-in-uae', 'uae-area-guides'],
    area: 'jumeirah-village-circle',
    image: 'skyline-4',
    t: {
      en: [
        'Jumeirah Village Circle Area Guide',
        'Affordable apartments and townhouses, parks in every district and rental yields of seven per cent and more.',
      ],
      ar: [
        'دليل منطقة قرية جميرا الدائرية',
        'شقق وتاون هاوس بأسعار معقولة وحدائق في كل حي وعوائد إيجارية تبلغ سبعة في المئة وأكثر.',
      ],
      fr: [
        'Guide du quartier Jumeirah Village Circle',
        'Appartements et maisons de ville abordables, des parcs dans chaque district et des rendements locatifs de sept pour cent et plus.',
      ],
      ru: [
        'Гид по Джумейра Виллидж Серкл',
        'Доступные квартиры и таунхаусы, парки в каждом квартале и доходность аренды от семи процентов.',
      ],
      pl: [
        'Przewodnik po Jumeirah Village Circle',
        'Przystępne mieszkania i domy szeregowe, parki w każdej części i rentowność najmu od siedmiu procent.',
      ],
    },
  },
  {
    slug: 'buying-property-in-dubai-as-a-foreigner',
    parent: ['media', 'uae-property-blog'],
    image: 'skyline-3',
    t: {
      en: [
        'Buying Property in Dubai as a Foreigner',
        'Freehold areas, fees, mortgages for non-residents and the steps from offer to title deed.',
      ],
      ar: [
        'شراء عقار في دبي كأجنبي',
        'مناطق التملك الحر والرسوم والتمويل لغير المقيمين والخطوات من العرض حتى سند الملكية.',
      ],
      fr: [
        'Acheter à Dubaï en tant qu’étranger',
        'Zones en pleine propriété, frais, crédits pour non-résidents et étapes de l’offre au titre de propriété.',
      ],
      ru: [
        'Покупка недвижимости в Дубае иностранцем',
        'Зоны фрихолд, расходы, ипотека для нерезидентов и шаги от предложения до свидетельства о собственности.',
      ],
      pl: [
        'Zakup nieruchomości w Dubaju przez cudzoziemca',
        'Strefy freehold, opłaty, kredyty dla nierezydentów i kroki od oferty do aktu własności.',
      ],
    },
    body: {
      en: 'Foreign buyers can own freehold property in designated areas. Budget about 7% on top of the price for the Dubai Land Department fee, agency fee and registration. Non-residents can borrow up to half of the value from UAE banks.',
      ar: 'يمكن للمشترين الأجانب تملك العقارات في مناطق التملك الحر المحددة. خصص نحو 7% فوق السعر لرسوم دائرة الأراضي وعمولة الوكالة والتسجيل. ويمكن لغير المقيمين الاقتراض حتى نصف القيمة من بنوك الإمارات.',
      fr: 'Les acheteurs étrangers peuvent acquérir en pleine propriété dans les zones désignées. Prévoyez environ 7 % en plus du prix pour les frais du DLD, l’agence et l’enregistrement. Les non-résidents peuvent emprunter jusqu’à la moitié de la valeur.',
      ru: 'Иностранцы могут владеть недвижимостью в зонах фрихолд. Заложите около 7% сверх цены на сбор DLD, комиссию агентства и регистрацию. Нерезиденты могут получить кредит до половины стоимости.',
      pl: 'Cudzoziemcy mogą kupować nieruchomości w wyznaczonych strefach freehold. Do ceny doliczysz około 7% na opłatę DLD, prowizję i rejestrację. Nierezydenci mogą pożyczyć do połowy wartości.',
    },
  },
  {
    slug: 'dubai-service-charges-explained',
    parent: ['media', 'uae-property-blog'],
    image: 'interior-2',
    t: {
      en: [
        'Dubai Service Charges Explained',
        'What owners pay per square foot each year, what it covers and how to compare buildings.',
      ],
      ar: ['شرح رسوم الخدمات في دبي', 'ما يدفعه الملاك سنويًا لكل قدم مربع وما تغطيه الرسوم وكيف تقارن بين المباني.'],
      fr: [
        'Les charges de copropriété à Dubaï',
        'Ce que paient les propriétaires par pied carré chaque année, ce que cela couvre et comment comparer les immeubles.',
      ],
      ru: [
        'Сервисные сборы в Дубае',
        'Сколько собственники платят за квадратный фут в год, что входит в сбор и как сравнивать здания.',
      ],
      pl: [
        'Opłaty serwisowe w Dubaju',
        'Ile właściciele płacą rocznie za stopę kwadratową, co obejmuje opłata i jak porównywać budynki.',
      ],
    },
    body: {
      en: 'Service charges are set by the owners association and approved by RERA. They pay for security, cleaning, pools, gyms and the reserve fund. Always check the latest index before you make an offer.',
      ar: 'تحدد جمعية الملاك رسوم الخدمات وتعتمدها ريرا. وهي تغطي الأمن والنظافة والمسابح والنوادي الرياضية وصندوق الاحتياطي. تحقق دائمًا من أحدث مؤشر قبل تقديم العرض.',
      fr: 'Les charges sont fixées par l’association des copropriétaires et approuvées par la RERA. Elles financent la sécurité, le ménage, les piscines, les salles de sport et le fonds de réserve.',
      ru: 'Сборы устанавливает ассоциация собственников, а утверждает RERA. Они покрывают охрану, уборку, бассейны, спортзалы и резервный фонд.',
      pl: 'Opłaty ustala wspólnota właścicieli, a zatwierdza RERA. Pokrywają ochronę, sprzątanie, baseny, siłownie i fundusz rezerwowy.',
    },
  },
  {
    slug: 'golden-visa-through-property',
    parent: ['media', 'uae-property-blog'],
    image: 'villa-1',
    t: {
      en: [
        'The Golden Visa Through Property',
        'How a property worth AED 2 million or more can give you and your family a ten-year residence visa.',
      ],
      ar: [
        'الإقامة الذهبية عبر العقار',
        'كيف يمنحك عقار بقيمة مليوني درهم أو أكثر تأشيرة إقامة لعشر سنوات لك ولعائلتك.',
      ],
      fr: [
        'Le visa doré par l’immobilier',
        'Comment un bien d’au moins 2 millions de dirhams vous ouvre, à vous et votre famille, un visa de résidence de dix ans.',
      ],
      ru: [
        'Золотая виза через недвижимость',
        'Как объект стоимостью от 2 млн дирхамов даёт вам и семье резидентскую визу на десять лет.',
      ],
      pl: [
        'Złota wiza przez nieruchomość',
        'Jak nieruchomość warta co najmniej 2 mln AED daje Tobie i rodzinie dziesięcioletnią wizę pobytową.',
      ],
    },
    body: {
      en: 'The property can be ready or off-plan from approved developers, and mortgaged properties qualify when the equity paid reaches the threshold. Applications usually take two to four weeks.',
      ar: 'يمكن أن يكون العقار جاهزًا أو على الخارطة من مطورين معتمدين، وتُقبل العقارات المرهونة عندما تبلغ الدفعات المسددة الحد المطلوب. تستغرق الطلبات عادة من أسبوعين إلى أربعة أسابيع.',
      fr: 'Le bien peut être livré ou sur plan chez un promoteur agréé ; un bien financé à crédit compte dès que l’apport atteint le seuil. La demande prend en général deux à quatre semaines.',
      ru: 'Объект может быть готовым или строящимся у одобренного девелопера; ипотечный объект подходит, если выплаченная часть достигает порога. Оформление обычно занимает две–четыре недели.',
      pl: 'Nieruchomość może być gotowa lub z rynku pierwotnego od zatwierdzonego dewelopera; kredytowana kwalifikuje się, gdy spłacony wkład osiągnie próg. Wniosek trwa zwykle dwa do czterech tygodni.',
    },
  },
  // Hidden (no menu, no sitemap): proves that CMS rich text cannot run scripts (e2e/content.spec.ts).
  {
    slug: 'editor-preview',
    hidden: true,
    xss: true,
    t: {
      en: ['Editor Preview', 'A page for checking how edited content is shown.'],
      ar: ['معاينة المحرر', 'صفحة للتحقق من طريقة عرض المحتوى المحرر.'],
      fr: ['Aperçu éditeur', 'Une page pour vérifier l’affichage du contenu modifié.'],
      ru: ['Предпросмотр редактора', 'Страница для проверки отображения контента.'],
      pl: ['Podgląd edytora', 'Strona do sprawdzania wyglądu edytowanej treści.'],
    },
  },
  {
    slug: 'customer-reviews',
    image: 'interior-5',
    t: {
      en: [
        'Customer Reviews',
        'Read what buyers, sellers, landlords and tenants say about working with Oasis Key Properties.',
      ],
      ar: ['آراء العملاء', 'اقرأ ما يقوله المشترون والبائعون والملاك والمستأجرون عن تجربتهم مع أواسيس كي العقارية.'],
      fr: [
        'Avis clients',
        'Découvrez ce que disent les acheteurs, vendeurs, propriétaires et locataires qui ont travaillé avec Oasis Key Properties.',
      ],
      ru: [
        'Отзывы клиентов',
        'Что говорят покупатели, продавцы, собственники и арендаторы о работе с Oasis Key Properties.',
      ],
      pl: [
        'Opinie klientów',
        'Przeczytaj, co mówią kupujący, sprzedający, właściciele i najemcy o współpracy z Oasis Key Properties.',
      ],
    },
  },
  {
    slug: 'vacation-homes-in-dubai',
    image: 'interior-6',
    t: {
      en: [
        'Vacation Homes in Dubai',
        'Licensed holiday homes by the night, week or month, professionally cleaned and managed by Oasis Key Holiday Homes.',
      ],
      ar: [
        'بيوت العطلات في دبي',
        'بيوت عطلات مرخّصة بالليلة أو الأسبوع أو الشهر، تُنظَّف وتُدار باحترافية من قبل أواسيس كي لبيوت العطلات.',
      ],
      fr: [
        'Locations de vacances à Dubaï',
        'Logements de vacances agréés à la nuit, à la semaine ou au mois, entretenus et gérés par Oasis Key Holiday Homes.',
      ],
      ru: [
        'Краткосрочная аренда в Дубае',
        'Лицензированные апартаменты посуточно, понедельно или помесячно с профессиональной уборкой и управлением Oasis Key Holiday Homes.',
      ],
      pl: [
        'Apartamenty wakacyjne w Dubaju',
        'Licencjonowane apartamenty na noc, tydzień lub miesiąc, sprzątane i zarządzane przez Oasis Key Holiday Homes.',
      ],
    },
  },
  {
    slug: 'vacation-home-customer-reviews',
    parent: ['vacation-homes-in-dubai'],
    image: 'interior-7',
    t: {
      en: [
        'Holiday Home Guest Reviews',
        'Verified reviews from guests who stayed in our Dubai Marina, Downtown and Palm Jumeirah holiday homes.',
      ],
      ar: [
        'تقييمات ضيوف بيوت العطلات',
        'تقييمات موثقة من ضيوف أقاموا في بيوت العطلات لدينا في دبي مارينا ووسط المدينة ونخلة جميرا.',
      ],
      fr: [
        'Avis des voyageurs',
        'Avis vérifiés de voyageurs ayant séjourné dans nos logements à Dubai Marina, Downtown et Palm Jumeirah.',
      ],
      ru: [
        'Отзывы гостей',
        'Проверенные отзывы гостей, которые жили в наших апартаментах в Дубай Марине, Даунтауне и на Пальме Джумейра.',
      ],
      pl: [
        'Opinie gości',
        'Zweryfikowane opinie gości, którzy mieszkali w naszych apartamentach w Dubai Marina, Downtown i na Palm Jumeirah.',
      ],
    },
  },
  {
    slug: 'request-projection',
    image: 'office-5',
    t: {
      en: [
        'Request a Rental Projection',
        'Compare long-term and holiday-home income for your property with a free, data-backed projection.',
      ],
      ar: [
        'اطلب توقعًا للعائد الإيجاري',
        'قارن دخل الإيجار طويل الأمد ودخل بيوت العطلات لعقارك من خلال توقع مجاني مدعوم بالبيانات.',
      ],
      fr: [
        'Demander une projection de revenus',
        'Comparez les revenus en location longue durée et en location saisonnière de votre bien grâce à une projection gratuite.',
      ],
      ru: [
        'Запросить прогноз дохода',
        'Сравните доход от долгосрочной и посуточной аренды вашего объекта с помощью бесплатного прогноза на основе данных.',
      ],
      pl: [
        'Poproś o prognozę dochodu',
        'Porównaj dochód z najmu długoterminowego i krótkoterminowego swojej nieruchomości dzięki bezpłatnej prognozie.',
      ],
    },
  },
  {
    slug: 'renovation',
    image: 'interior-8',
    t: {
      en: ['Renovation Services', 'Kitchen, bathroom and full-home renovations that add value before you sell or let.'],
      ar: ['خدمات التجديد', 'تجديد المطابخ والحمامات والمنازل بالكامل لرفع القيمة قبل البيع أو التأجير.'],
      fr: [
        'Services de rénovation',
        'Rénovation de cuisines, salles de bains ou logements complets pour valoriser votre bien avant la vente ou la location.',
      ],
      ru: [
        'Ремонт и реновация',
        'Ремонт кухонь, ванных комнат и квартир под ключ, который повышает стоимость перед продажей или сдачей.',
      ],
      pl: [
        'Usługi remontowe',
        'Remonty kuchni, łazienek i całych mieszkań, które podnoszą wartość przed sprzedażą lub wynajmem.',
      ],
    },
  },
  {
    slug: 'commercial-property',
    image: 'office-1',
    t: {
      en: [
        'Commercial Property in Dubai',
        'Offices, retail units, warehouses and whole buildings for sale and lease across Dubai’s business districts.',
      ],
      ar: [
        'العقارات التجارية في دبي',
        'مكاتب ومحلات تجزئة ومستودعات ومبانٍ كاملة للبيع والإيجار في المناطق التجارية بدبي.',
      ],
      fr: [
        'Immobilier commercial à Dubaï',
        'Bureaux, commerces, entrepôts et immeubles entiers à vendre et à louer dans les quartiers d’affaires de Dubaï.',
      ],
      ru: [
        'Коммерческая недвижимость в Дубае',
        'Офисы, торговые помещения, склады и здания целиком на продажу и в аренду в деловых районах Дубая.',
      ],
      pl: [
        'Nieruchomości komercyjne w Dubaju',
        'Biura, lokale handlowe, magazyny i całe budynki na sprzedaż i wynajem w dzielnicach biznesowych Dubaju.',
      ],
    },
  },
  {
    slug: 'terms-and-conditions',
    layout: 'legal',
    t: {
      en: ['Terms and Conditions', 'The terms that apply when you use this website and our brokerage services.'],
      ar: ['الشروط والأحكام', 'الشروط التي تنطبق عند استخدامك لهذا الموقع ولخدماتنا في الوساطة العقارية.'],
      fr: [
        'Conditions générales',
        'Les conditions applicables à l’utilisation de ce site et de nos services de courtage.',
      ],
      ru: [
        'Условия использования',
        'Условия, которые действуют при использовании этого сайта и наших брокерских услуг.',
      ],
      pl: ['Regulamin', 'Warunki obowiązujące podczas korzystania z tej strony i naszych usług pośrednictwa.'],
    },
  },
  {
    slug: 'privacy-and-cookie-policy',
    layout: 'legal',
    t: {
      en: [
        'Privacy and Cookie Policy',
        'How we collect, use and protect your personal data, and how we use cookies on this website.',
      ],
      ar: [
        'سياسة الخصوصية وملفات تعريف الارتباط',
        'كيف نجمع بياناتك الشخصية ونستخدمها ونحميها، وكيف نستخدم ملفات تعريف الارتباط على هذا الموقع.',
      ],
      fr: [
        'Politique de confidentialité et cookies',
        'Comment nous collectons, utilisons et protégeons vos données personnelles, et comment nous utilisons les cookies.',
      ],
      ru: [
        'Политика конфиденциальности и cookie',
        'Как мы собираем, используем и защищаем ваши персональные данные и как используем файлы cookie.',
      ],
      pl: [
        'Polityka prywatności i cookies',
        'Jak zbieramy, wykorzystujemy i chronimy Twoje dane osobowe oraz jak używamy plików cookie.',
      ],
    },
  },
  {
    slug: 'sitemap',
    t: {
      en: ['Sitemap', 'Every section of the Oasis Key Properties website in one place.'],
      ar: ['خريطة الموقع', 'جميع أقسام موقع أواسيس كي العقارية في مكان واحد.'],
      fr: ['Plan du site', 'Toutes les rubriques du site Oasis Key Properties au même endroit.'],
      ru: ['Карта сайта', 'Все разделы сайта Oasis Key Properties в одном месте.'],
      pl: ['Mapa strony', 'Wszystkie sekcje strony Oasis Key Properties w jednym miejscu.'],
    },
  },
  {
    slug: 'thank-you',
    t: {
      en: ['Thank You', 'We have received your message and a consultant will contact you shortly.'],
      ar: ['شكرًا لك', 'لقد استلمنا رسالتك وسيتواصل معك أحد مستشارينا قريبًا.'],
      fr: ['Merci', 'Nous avons bien reçu votre message ; un conseiller vous contactera très prochainement.'],
      ru: ['Спасибо', 'Мы получили ваше сообщение, консультант скоро свяжется с вами.'],
      pl: ['Dziękujemy', 'Otrzymaliśmy Twoją wiadomość, doradca wkrótce się z Tobą skontaktuje.'],
    },
  },
  {
    slug: '404',
    t: {
      en: ['Page Not Found', 'Sorry, the page you are looking for has moved or no longer exists.'],
      ar: ['الصفحة غير موجودة', 'عذرًا، الصفحة التي تبحث عنها نُقلت أو لم تعد موجودة.'],
      fr: ['Page introuvable', 'Désolé, la page que vous cherchez a été déplacée ou n’existe plus.'],
      ru: ['Страница не найдена', 'Извините, страница, которую вы ищете, перемещена или больше не существует.'],
      pl: ['Nie znaleziono strony', 'Przepraszamy, strona, której szukasz, została przeniesiona lub już nie istnieje.'],
    },
  },
];

/** Localized shared blocks used to build the Content markdown. */
const BLOCKS = {
  en: {
    why: 'Why Oasis Key Properties',
    bullets: [
      'RERA-registered consultants who specialise by community',
      'Pricing advice based on Dubai Land Department transaction data',
      'One point of contact from first call to handover',
    ],
    next: 'Next steps',
    cta: 'Speak to a consultant on WhatsApp or [send us a message](/contact-oasis-key/) and we will get back to you within one working hour.',
    browse:
      'You can also [browse properties for sale](/properties/for-sale/in-dubai/) or [properties to rent](/properties/for-rent/in-dubai/).',
    legal: [
      [
        'Who we are',
        'Oasis Key Properties L.L.C. is a real estate brokerage registered with the Dubai Real Estate Regulatory Agency (RERA).',
      ],
      [
        'Your information',
        'We only use the information you give us to answer your enquiry and to provide the services you ask for. We never sell personal data.',
      ],
      ['Contact', 'Questions about this policy can be sent to info@oasiskeyproperties.ae.'],
    ],
  },
  ar: {
    why: 'لماذا أواسيس كي العقارية',
    bullets: [
      'مستشارون مسجلون لدى ريرا ومتخصصون حسب المجتمع',
      'نصائح تسعير مبنية على بيانات صفقات دائرة الأراضي والأملاك في دبي',
      'جهة تواصل واحدة من أول مكالمة حتى التسليم',
    ],
    next: 'الخطوات التالية',
    cta: 'تحدّث مع أحد مستشارينا عبر واتساب أو [أرسل لنا رسالة](/contact-oasis-key/) وسنرد عليك خلال ساعة عمل واحدة.',
    browse:
      'يمكنك أيضًا [تصفح العقارات المعروضة للبيع](/properties/for-sale/in-dubai/) أو [العقارات المعروضة للإيجار](/properties/for-rent/in-dubai/).',
    legal: [
      ['من نحن', 'أواسيس كي العقارية ذ.م.م. شركة وساطة عقارية مسجلة لدى مؤسسة التنظيم العقاري في دبي (ريرا).'],
      [
        'بياناتك',
        'نستخدم المعلومات التي تقدمها لنا فقط للرد على استفسارك وتقديم الخدمات التي تطلبها، ولا نبيع البيانات الشخصية أبدًا.',
      ],
      ['التواصل', 'يمكن إرسال الأسئلة المتعلقة بهذه السياسة إلى info@oasiskeyproperties.ae.'],
    ],
  },
  fr: {
    why: 'Pourquoi Oasis Key Properties',
    bullets: [
      'Des conseillers enregistrés RERA, spécialisés par quartier',
      'Des prix conseillés à partir des transactions du Dubai Land Department',
      'Un interlocuteur unique du premier appel à la remise des clés',
    ],
    next: 'Prochaines étapes',
    cta: 'Écrivez à un conseiller sur WhatsApp ou [envoyez-nous un message](/contact-oasis-key/) : nous vous répondons en moins d’une heure ouvrée.',
    browse:
      'Vous pouvez aussi [voir les biens à vendre](/properties/for-sale/in-dubai/) ou [les biens à louer](/properties/for-rent/in-dubai/).',
    legal: [
      [
        'Qui sommes-nous',
        'Oasis Key Properties L.L.C. est une agence immobilière enregistrée auprès de l’autorité de régulation immobilière de Dubaï (RERA).',
      ],
      [
        'Vos informations',
        'Nous utilisons vos informations uniquement pour répondre à votre demande et fournir les services demandés. Nous ne vendons jamais de données personnelles.',
      ],
      ['Contact', 'Vos questions sur cette politique peuvent être adressées à info@oasiskeyproperties.ae.'],
    ],
  },
  ru: {
    why: 'Почему Oasis Key Properties',
    bullets: [
      'Консультанты с лицензией RERA, специализирующиеся на районах',
      'Оценка на основе данных о сделках Земельного департамента Дубая',
      'Один контакт от первого звонка до передачи ключей',
    ],
    next: 'Что дальше',
    cta: 'Напишите консультанту в WhatsApp или [отправьте нам сообщение](/contact-oasis-key/) — мы ответим в течение рабочего часа.',
    browse:
      'Вы также можете [посмотреть объекты на продажу](/properties/for-sale/in-dubai/) или [объекты в аренду](/properties/for-rent/in-dubai/).',
    legal: [
      [
        'Кто мы',
        'Oasis Key Properties L.L.C. — агентство недвижимости, зарегистрированное в Агентстве по регулированию недвижимости Дубая (RERA).',
      ],
      [
        'Ваши данные',
        'Мы используем ваши данные только для ответа на запрос и оказания запрошенных услуг. Мы никогда не продаём персональные данные.',
      ],
      ['Контакты', 'Вопросы об этой политике можно направить на info@oasiskeyproperties.ae.'],
    ],
  },
  pl: {
    why: 'Dlaczego Oasis Key Properties',
    bullets: [
      'Doradcy z licencją RERA, wyspecjalizowani w dzielnicach',
      'Wyceny oparte na danych transakcyjnych Dubai Land Department',
      'Jedna osoba kontaktowa od pierwszej rozmowy do przekazania kluczy',
    ],
    next: 'Kolejne kroki',
    cta: 'Napisz do doradcy na WhatsApp lub [wyślij nam wiadomość](/contact-oasis-key/) — odpowiemy w ciągu godziny roboczej.',
    browse:
      'Możesz też [przeglądać nieruchomości na sprzedaż](/properties/for-sale/in-dubai/) lub [na wynajem](/properties/for-rent/in-dubai/).',
    legal: [
      [
        'Kim jesteśmy',
        'Oasis Key Properties L.L.C. to agencja nieruchomości zarejestrowana w Agencji Regulacji Rynku Nieruchomości w Dubaju (RERA).',
      ],
      [
        'Twoje dane',
        'Wykorzystujemy Twoje dane wyłącznie do odpowiedzi na zapytanie i świadczenia zamówionych usług. Nigdy nie sprzedajemy danych osobowych.',
      ],
      ['Kontakt', 'Pytania dotyczące tej polityki prosimy kierować na info@oasiskeyproperties.ae.'],
    ],
  },
};

const BRAND = {
  en: 'Oasis Key Properties',
  ar: 'أواسيس كي العقارية',
  fr: 'Oasis Key Properties',
  ru: 'Oasis Key Properties',
  pl: 'Oasis Key Properties',
};

/** What an attacker with an editor's account might type; the site must render it inert. */
const XSS_PAYLOAD = [
  '<script>window.__xss = "script"</script>',
  '<img src="/missing.png" alt="payload" onerror="window.__xss = \'onerror\'">',
  "[Click me](javascript:window.__xss='link')",
  '<a href="javascript:window.__xss=\'href\'">Open</a>',
  '<p onclick="window.__xss = \'onclick\'">Editor text that survives.</p>',
].join('\n\n');

function buildPage(page: SeedPage, locale: Locale) {
  const [title, intro] = page.t[locale];
  const b = BLOCKS[locale];
  let content;
  if (page.layout === 'legal') {
    content = [`## ${title}`, intro, ...b.legal.map(([h, p]) => `### ${h}\n\n${p}`)].join('\n\n');
  } else if (page.xss) {
    content = [intro, XSS_PAYLOAD].join('\n\n');
  } else if (page.body) {
    content = [intro, page.body[locale], b.cta].join('\n\n');
  } else if (page.slug === '404' || page.slug === 'thank-you') {
    content = [intro, b.browse].join('\n\n');
  } else if (page.slug === 'home') {
    // The home page's hero section already shows its title and intro.
    content = [`## ${b.why}`, b.bullets.map((x) => `- ${x}`).join('\n'), `## ${b.next}`, b.cta, b.browse].join('\n\n');
  } else {
    content = [
      `## ${title}`,
      intro,
      `### ${b.why}`,
      b.bullets.map((x) => `- ${x}`).join('\n'),
      `### ${b.next}`,
      b.cta,
      b.browse,
    ].join('\n\n');
  }
  return {
    Title: title,
    Banner_Title: title,
    Banner_Content: intro,
    Content: content,
    Meta_Title: `${title} | ${BRAND[locale]}`,
    Meta_Description: intro,
  };
}

function pageBase(page: SeedPage) {
  const [p1 = null, p2 = null, p3 = null] = page.parent || [];
  return {
    Slug: page.slug,
    Parent: p1,
    Parent2: p2,
    Parent3: p3,
    Layout: page.layout || 'default',
    Hidden: page.hidden === true,
    Form_Recipient: page.formRecipient || null,
  };
}

export { PAGES, buildPage, pageBase, XSS_PAYLOAD };
