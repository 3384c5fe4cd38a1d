import { fromNames } from '../define-strings';

/** A term's translations, in the order ar, fr, ru, pl (English is the key). */
type Translations = [string, string, string, string];

// The listing and team terms the CMS holds in English (its feeds' amenity items and the team's
// job titles), each translated into the other site languages. A term not listed here shows
// in English, marked lang="en" (packages/core/src/i18n/terms.ts).
const TERMS = {
  // Amenities
  'Swimming pool': ['مسبح', 'Piscine', 'Бассейн', 'Basen'],
  'Private swimming pool': ['مسبح خاص', 'Piscine privée', 'Частный бассейн', 'Prywatny basen'],
  'Fully equipped gym': [
    'صالة رياضية مجهزة بالكامل',
    'Salle de sport entièrement équipée',
    'Полностью оборудованный тренажёрный зал',
    'W pełni wyposażona siłownia',
  ],
  'Covered parking': ['موقف سيارات مغطى', 'Parking couvert', 'Крытая парковка', 'Zadaszony parking'],
  'Covered parking for two cars': [
    'موقف مغطى لسيارتين',
    'Parking couvert pour deux voitures',
    'Крытая парковка на две машины',
    'Zadaszony parking na dwa samochody',
  ],
  '24-hour security': ['أمن على مدار 24 ساعة', 'Sécurité 24 h/24', 'Круглосуточная охрана', 'Całodobowa ochrona'],
  '24-hour gated security': [
    'مجمع مسوّر بحراسة على مدار 24 ساعة',
    'Résidence fermée, sécurité 24 h/24',
    'Закрытая территория с круглосуточной охраной',
    'Zamknięte osiedle z całodobową ochroną',
  ],
  'Concierge service': ['خدمة الكونسيرج', 'Service de conciergerie', 'Услуги консьержа', 'Usługa konsjerża'],
  'Kids play area': [
    'منطقة لعب للأطفال',
    'Aire de jeux pour enfants',
    'Детская игровая площадка',
    'Plac zabaw dla dzieci',
  ],
  'Metro station nearby': [
    'محطة مترو قريبة',
    'Station de métro à proximité',
    'Рядом станция метро',
    'Stacja metra w pobliżu',
  ],
  'Tram station nearby': [
    'محطة ترام قريبة',
    'Station de tramway à proximité',
    'Рядом остановка трамвая',
    'Przystanek tramwajowy w pobliżu',
  ],
  'Residents’ lounge': ['صالة للمقيمين', 'Salon des résidents', 'Лаунж для жильцов', 'Salon dla mieszkańców'],
  'Barbecue area': ['منطقة شواء', 'Espace barbecue', 'Зона барбекю', 'Strefa grillowa'],
  'Barbecue terrace': ['تراس للشواء', 'Terrasse barbecue', 'Терраса для барбекю', 'Taras z grillem'],
  'Sauna and steam room': ['ساونا وغرفة بخار', 'Sauna et hammam', 'Сауна и хаммам', 'Sauna i łaźnia parowa'],
  'Built-in wardrobes': ['خزائن ملابس مدمجة', 'Placards intégrés', 'Встроенные шкафы', 'Szafy wnękowe'],
  'Central air conditioning': [
    'تكييف مركزي',
    'Climatisation centrale',
    'Центральное кондиционирование',
    'Centralna klimatyzacja',
  ],
  'Walking distance to the beach': [
    'على مسافة قريبة سيرًا من الشاطئ',
    'Plage accessible à pied',
    'Пешая доступность до пляжа',
    'Plaża w zasięgu spaceru',
  ],
  'Retail and cafés in the podium': [
    'متاجر ومقاهٍ في المنصة',
    'Commerces et cafés au pied de l’immeuble',
    'Магазины и кафе в стилобате',
    'Sklepy i kawiarnie w podium budynku',
  ],
  'Landscaped private garden': [
    'حديقة خاصة منسقة',
    'Jardin privé paysager',
    'Ландшафтный частный сад',
    'Zagospodarowany prywatny ogród',
  ],
  'Maid’s room with bathroom': [
    'غرفة خادمة مع حمام',
    'Chambre de service avec salle de bains',
    'Комната для прислуги с ванной',
    'Pokój dla pomocy domowej z łazienką',
  ],
  'Community pool and park': [
    'مسبح وحديقة للمجتمع',
    'Piscine et parc de la communauté',
    'Общий бассейн и парк',
    'Osiedlowy basen i park',
  ],
  'Golf course views': ['إطلالة على ملعب الغولف', 'Vue sur le golf', 'Вид на поле для гольфа', 'Widok na pole golfowe'],
  'Close to international schools': [
    'بالقرب من المدارس الدولية',
    'Proche des écoles internationales',
    'Рядом международные школы',
    'Blisko szkół międzynarodowych',
  ],
  'Jogging and cycling tracks': [
    'مسارات للجري وركوب الدراجات',
    'Pistes de jogging et cyclables',
    'Беговые и велосипедные дорожки',
    'Ścieżki do biegania i rowerowe',
  ],
  'High-speed lifts': ['مصاعد عالية السرعة', 'Ascenseurs rapides', 'Скоростные лифты', 'Szybkie windy'],
  'Fitted with pantry': [
    'مجهز بمطبخ صغير',
    'Équipé d’une kitchenette',
    'Оборудован кухней-буфетом',
    'Wyposażony w aneks kuchenny',
  ],
  'Raised flooring': ['أرضيات مرتفعة', 'Faux plancher technique', 'Фальшпол', 'Podłoga techniczna'],
  'Loading bay': ['منطقة تحميل', 'Quai de chargement', 'Зона погрузки', 'Rampa załadunkowa'],
  'Conference facilities': ['مرافق للمؤتمرات', 'Salles de conférence', 'Конференц-залы', 'Sale konferencyjne'],
  'DEWA included': ['فواتير ديوا مشمولة', 'DEWA inclus', 'Коммунальные услуги DEWA включены', 'Opłaty DEWA w cenie'],
  'Retail on ground floor': [
    'متاجر في الطابق الأرضي',
    'Commerces au rez-de-chaussée',
    'Магазины на первом этаже',
    'Sklepy na parterze',
  ],
  // Amenities of portal feeds (packages/core/src/feed/amenities.ts)
  Balcony: ['شرفة', 'Balcon', 'Балкон', 'Balkon'],
  'Built-in kitchen appliances': [
    'أجهزة مطبخ مدمجة',
    'Électroménager de cuisine intégré',
    'Встроенная кухонная техника',
    'Wbudowany sprzęt AGD w kuchni',
  ],
  'View of landmark': [
    'إطلالة على معلم بارز',
    'Vue sur un monument',
    'Вид на достопримечательность',
    'Widok na charakterystyczny obiekt',
  ],
  'Lobby in building': ['ردهة في المبنى', 'Hall d’entrée dans l’immeuble', 'Лобби в здании', 'Lobby w budynku'],
  'Maid’s room': ['غرفة خادمة', 'Chambre de service', 'Комната для прислуги', 'Pokój dla pomocy domowej'],
  'Maid service': ['خدمة تدبير منزلي', 'Service de ménage', 'Услуги горничной', 'Usługa sprzątania'],
  'Pets allowed': ['يسمح بالحيوانات الأليفة', 'Animaux acceptés', 'Можно с животными', 'Zwierzęta dozwolone'],
  'Private garden': ['حديقة خاصة', 'Jardin privé', 'Частный сад', 'Prywatny ogród'],
  'Private jacuzzi': ['جاكوزي خاص', 'Jacuzzi privé', 'Частное джакузи', 'Prywatne jacuzzi'],
  'Private gym': ['صالة رياضية خاصة', 'Salle de sport privée', 'Частный тренажёрный зал', 'Prywatna siłownia'],
  'Vastu-compliant': [
    'متوافق مع مبادئ فاستو',
    'Conforme au Vastu',
    'Соответствует принципам васту',
    'Zgodny z zasadami vastu',
  ],
  Security: ['أمن', 'Sécurité', 'Охрана', 'Ochrona'],
  'Shared swimming pool': ['مسبح مشترك', 'Piscine commune', 'Общий бассейн', 'Wspólny basen'],
  'Shared spa': ['منتجع صحي مشترك', 'Spa commun', 'Общий спа', 'Wspólne spa'],
  Study: ['غرفة مكتب', 'Bureau', 'Кабинет', 'Gabinet'],
  'Shared gym': ['صالة رياضية مشتركة', 'Salle de sport commune', 'Общий тренажёрный зал', 'Wspólna siłownia'],
  'View of water': ['إطلالة على الماء', 'Vue sur l’eau', 'Вид на воду', 'Widok na wodę'],
  'Walk-in closet': ['غرفة ملابس', 'Dressing', 'Гардеробная', 'Garderoba'],
  'Children’s pool': ['مسبح للأطفال', 'Piscine pour enfants', 'Детский бассейн', 'Basen dla dzieci'],
  'Conference room': ['قاعة اجتماعات', 'Salle de réunion', 'Переговорная комната', 'Sala konferencyjna'],
  Networked: ['شبكة اتصالات جاهزة', 'Câblage réseau', 'Подключение к сети', 'Okablowanie sieciowe'],
  'Dining in building': [
    'مطاعم في المبنى',
    'Restauration dans l’immeuble',
    'Рестораны в здании',
    'Gastronomia w budynku',
  ],
  Pantry: ['مطبخ صغير', 'Kitchenette', 'Кухня-буфет', 'Aneks kuchenny'],
  Mezzanine: ['طابق ميزانين', 'Mezzanine', 'Антресольный этаж', 'Antresola'],
  // Job titles
  'Managing Director': ['المدير العام', 'Directeur général', 'Управляющий директор', 'Dyrektor zarządzający'],
  'Head of Sales': ['رئيس قسم المبيعات', 'Responsable des ventes', 'Руководитель отдела продаж', 'Kierownik sprzedaży'],
  'Senior Sales Consultant': [
    'مستشار مبيعات أول',
    'Consultant commercial senior',
    'Старший консультант по продажам',
    'Starszy konsultant ds. sprzedaży',
  ],
  'Leasing Manager': ['مدير التأجير', 'Responsable location', 'Менеджер по аренде', 'Kierownik ds. najmu'],
  'Off-Plan Specialist': [
    'أخصائي العقارات على الخارطة',
    'Spécialiste de la vente sur plan',
    'Специалист по новостройкам',
    'Specjalista ds. rynku pierwotnego',
  ],
  'Senior Property Consultant': [
    'مستشار عقاري أول',
    'Consultant immobilier senior',
    'Старший консультант по недвижимости',
    'Starszy konsultant ds. nieruchomości',
  ],
  'Luxury Property Consultant': [
    'مستشار العقارات الفاخرة',
    'Consultant en immobilier de luxe',
    'Консультант по элитной недвижимости',
    'Konsultant ds. nieruchomości luksusowych',
  ],
  'Client Relations Manager': [
    'مدير علاقات العملاء',
    'Responsable relation client',
    'Менеджер по работе с клиентами',
    'Kierownik ds. relacji z klientami',
  ],
  'Commercial Leasing Consultant': [
    'مستشار تأجير تجاري',
    'Consultant en location commerciale',
    'Консультант по аренде коммерческой недвижимости',
    'Konsultant ds. najmu komercyjnego',
  ],
  'Holiday Homes Manager': [
    'مدير بيوت العطلات',
    'Responsable des locations de vacances',
    'Менеджер по краткосрочной аренде',
    'Kierownik ds. apartamentów wakacyjnych',
  ],
  'International Projects Consultant': [
    'مستشار المشاريع الدولية',
    'Consultant projets internationaux',
    'Консультант по зарубежным проектам',
    'Konsultant ds. projektów zagranicznych',
  ],
  'Commercial Sales Consultant': [
    'مستشار مبيعات تجارية',
    'Consultant en vente commerciale',
    'Консультант по продаже коммерческой недвижимости',
    'Konsultant ds. sprzedaży komercyjnej',
  ],
  'Property Management Consultant': [
    'مستشار إدارة العقارات',
    'Consultant en gestion immobilière',
    'Консультант по управлению недвижимостью',
    'Konsultant ds. zarządzania nieruchomościami',
  ],
  'Off-Plan Consultant': [
    'مستشار العقارات على الخارطة',
    'Consultant vente sur plan',
    'Консультант по новостройкам',
    'Konsultant ds. rynku pierwotnego',
  ],
} satisfies Record<string, Translations>;

/** The English terms the vocabulary knows, for tests. */
export const TERM_NAMES = Object.keys(TERMS) as (keyof typeof TERMS)[];
type TermKey = `term.${keyof typeof TERMS}`;

/** The vocabulary as UI strings: `term.<English term>`, English included (its own text). */
export const terms = fromNames<TermKey>(
  Object.entries(TERMS).map(([english, names]) => [`term.${english}` as TermKey, [english, ...names]] as const),
);
