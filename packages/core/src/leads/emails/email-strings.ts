import { defineStrings, fillIn } from '../../i18n/define-strings';
import type { LocaleCode } from '../../i18n/locales';

/**
 * The words of the visitor's confirmation e-mails (confirmation.ts): what every one shares
 * (greeting, sign-off, contact labels, notice), then a subject and a body per form's template
 * (the spec's ids, `{form}_user`), and the off-plan form's subjects by the listing's
 * department. The English subjects are the ones the forms name (packages/core/src/forms/definitions.ts; a
 * test keeps them equal). Only the CMS sends them, so they stay out of i18n/string-tables.ts.
 */
export const leadEmailStrings = defineStrings({
  en: {
    greeting: 'Dear {name},',
    anonymous: 'Dear visitor,',
    signoff: 'Kind regards,',
    'label.phone': 'Phone',
    'label.email': 'E-mail',
    'label.website': 'Website',
    notice:
      'You received this e-mail because this address was entered in a form on our website. If that was not you, you can ignore it.',
    'contact_user.subject': 'Thank you for contacting us',
    'contact_user.body':
      'Thank you for contacting {company}. We have received your message and will be in touch shortly.',
    'ask_question_user.subject': 'Thank you for your question',
    'ask_question_user.body': 'Thank you for your question. One of our advisers will answer it shortly.',
    'leave_review_user.subject': 'Thank you for your review',
    'leave_review_user.body':
      'Thank you for taking the time to review {company}. Your feedback helps us and our other clients.',
    'partner_user.subject': 'Thank you for connecting with us',
    'partner_user.body':
      'Thank you for your interest in working with {company}. Our partnerships team will contact you shortly.',
    'offplan_register_user.subject': 'Thank you for registering your interest',
    'offplan_register_user.body':
      'Thank you for registering your interest. Our new developments team will send you the brochure, floor plans and payment plan shortly.',
    'offplan_register_user.subject.new_developments': 'Thank you for registering for this off-plan property',
    'offplan_register_user.subject.new_development_projects': 'Thank you for registering for this off-plan project',
    'offplan_register_user.subject.international_projects': 'Thank you for registering for this international property',
    'enquire_user.subject': 'Thank you for your property enquiry',
    'enquire_user.body':
      'Thank you for your enquiry. The agent in charge of this property will contact you shortly to answer your questions and arrange a viewing.',
    'cv_user.subject': 'Thank you for your application',
    'cv_user.body':
      'Thank you for sending us your CV. Our recruitment team will review it and contact you if there is a suitable role.',
    'valuation_user.subject': 'Thank you for booking a valuation',
    'valuation_user.body':
      'Thank you for booking a valuation. One of our valuers will contact you shortly to agree a time to visit your property.',
    'loyalty_user.subject': 'Welcome to our Loyalty Program',
    'loyalty_user.body':
      'Welcome to the {company} loyalty programme. We will be in touch shortly with your member benefits.',
    'member_contact_user.subject': 'Thank you for your message',
    'member_contact_user.body':
      'Thank you for your message. It has been passed on, and you will receive a reply shortly.',
    'newsletter_user.subject': 'Thank you for subscribing',
    'newsletter_user.body':
      'Thank you for subscribing to the {company} newsletter. You will receive our market updates and the latest listings.',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    anonymous: 'مرحبًا،',
    signoff: 'مع أطيب التحيات،',
    'label.phone': 'الهاتف',
    'label.email': 'البريد الإلكتروني',
    'label.website': 'الموقع الإلكتروني',
    notice: 'وصلتك هذه الرسالة لأن عنوان بريدك أُدخل في نموذج على موقعنا. إن لم تكن أنت، يمكنك تجاهلها.',
    'contact_user.subject': 'شكرًا لتواصلك معنا',
    'contact_user.body': 'شكرًا لتواصلك مع {company}. لقد استلمنا رسالتك وسنتواصل معك قريبًا.',
    'ask_question_user.subject': 'شكرًا على سؤالك',
    'ask_question_user.body': 'شكرًا على سؤالك. سيجيب عليه أحد مستشارينا قريبًا.',
    'leave_review_user.subject': 'شكرًا على تقييمك',
    'leave_review_user.body': 'شكرًا لتخصيص وقتك لتقييم {company}. رأيك يساعدنا ويساعد عملاءنا الآخرين.',
    'partner_user.subject': 'شكرًا لتواصلك معنا بشأن الشراكة',
    'partner_user.body': 'شكرًا لاهتمامك بالعمل مع {company}. سيتواصل معك فريق الشراكات قريبًا.',
    'offplan_register_user.subject': 'شكرًا لتسجيل اهتمامك',
    'offplan_register_user.body':
      'شكرًا لتسجيل اهتمامك. سيرسل إليك فريق المشاريع الجديدة الكتيّب والمخططات وخطة الدفع قريبًا.',
    'offplan_register_user.subject.new_developments': 'شكرًا لتسجيلك في هذا العقار قيد الإنشاء',
    'offplan_register_user.subject.new_development_projects': 'شكرًا لتسجيلك في هذا المشروع قيد الإنشاء',
    'offplan_register_user.subject.international_projects': 'شكرًا لتسجيلك في هذا العقار الدولي',
    'enquire_user.subject': 'شكرًا لاستفسارك عن العقار',
    'enquire_user.body':
      'شكرًا لاستفسارك. سيتواصل معك الوكيل المسؤول عن هذا العقار قريبًا للإجابة عن أسئلتك وترتيب موعد للمعاينة.',
    'cv_user.subject': 'شكرًا لتقديم طلبك',
    'cv_user.body': 'شكرًا لإرسال سيرتك الذاتية. سيراجعها فريق التوظيف وسيتواصل معك إذا توفرت وظيفة مناسبة.',
    'valuation_user.subject': 'شكرًا لحجز تقييم عقارك',
    'valuation_user.body': 'شكرًا لحجز التقييم. سيتواصل معك أحد المقيّمين لدينا قريبًا لتحديد موعد لزيارة عقارك.',
    'loyalty_user.subject': 'مرحبًا بك في برنامج الولاء',
    'loyalty_user.body': 'مرحبًا بك في برنامج الولاء من {company}. سنتواصل معك قريبًا بمزايا عضويتك.',
    'member_contact_user.subject': 'شكرًا على رسالتك',
    'member_contact_user.body': 'شكرًا على رسالتك. لقد أُرسلت إلى المعنيّ وستتلقى ردًا قريبًا.',
    'newsletter_user.subject': 'شكرًا لاشتراكك',
    'newsletter_user.body': 'شكرًا لاشتراكك في النشرة الإخبارية من {company}. ستصلك آخر أخبار السوق وأحدث العقارات.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    anonymous: 'Bonjour,',
    signoff: 'Cordialement,',
    'label.phone': 'Téléphone',
    'label.email': 'E-mail',
    'label.website': 'Site web',
    notice:
      'Vous recevez cet e-mail parce que cette adresse a été saisie dans un formulaire de notre site. Si ce n’était pas vous, ignorez-le.',
    'contact_user.subject': 'Merci de nous avoir contactés',
    'contact_user.body':
      'Merci d’avoir contacté {company}. Nous avons bien reçu votre message et vous répondrons très prochainement.',
    'ask_question_user.subject': 'Merci pour votre question',
    'ask_question_user.body': 'Merci pour votre question. L’un de nos conseillers vous répondra très prochainement.',
    'leave_review_user.subject': 'Merci pour votre avis',
    'leave_review_user.body':
      'Merci d’avoir pris le temps de donner votre avis sur {company}. Il nous aide, ainsi que nos autres clients.',
    'partner_user.subject': 'Merci de votre prise de contact',
    'partner_user.body':
      'Merci de votre intérêt pour un partenariat avec {company}. Notre équipe partenariats vous contactera très prochainement.',
    'offplan_register_user.subject': 'Merci de votre inscription',
    'offplan_register_user.body':
      'Merci de votre inscription. Notre équipe des programmes neufs vous enverra très prochainement la brochure, les plans et l’échéancier de paiement.',
    'offplan_register_user.subject.new_developments': 'Merci de votre inscription pour ce bien sur plan',
    'offplan_register_user.subject.new_development_projects': 'Merci de votre inscription pour ce projet sur plan',
    'offplan_register_user.subject.international_projects': 'Merci de votre inscription pour ce bien à l’international',
    'enquire_user.subject': 'Merci pour votre demande sur ce bien',
    'enquire_user.body':
      'Merci pour votre demande. L’agent en charge de ce bien vous contactera très prochainement pour répondre à vos questions et organiser une visite.',
    'cv_user.subject': 'Merci pour votre candidature',
    'cv_user.body':
      'Merci de nous avoir envoyé votre CV. Notre équipe de recrutement l’examinera et vous contactera si un poste vous correspond.',
    'valuation_user.subject': 'Merci d’avoir demandé une estimation',
    'valuation_user.body':
      'Merci d’avoir demandé une estimation. L’un de nos experts vous contactera très prochainement pour convenir d’une visite de votre bien.',
    'loyalty_user.subject': 'Bienvenue dans notre programme de fidélité',
    'loyalty_user.body':
      'Bienvenue dans le programme de fidélité de {company}. Nous vous présenterons très prochainement vos avantages de membre.',
    'member_contact_user.subject': 'Merci pour votre message',
    'member_contact_user.body':
      'Merci pour votre message. Il a été transmis et vous recevrez une réponse très prochainement.',
    'newsletter_user.subject': 'Merci de votre abonnement',
    'newsletter_user.body':
      'Merci de vous être abonné à la newsletter de {company}. Vous recevrez nos analyses du marché et nos dernières annonces.',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    anonymous: 'Здравствуйте!',
    signoff: 'С уважением,',
    'label.phone': 'Телефон',
    'label.email': 'Эл. почта',
    'label.website': 'Сайт',
    notice:
      'Вы получили это письмо, потому что этот адрес был указан в форме на нашем сайте. Если это были не вы, просто проигнорируйте его.',
    'contact_user.subject': 'Спасибо за обращение',
    'contact_user.body': 'Спасибо за обращение в {company}. Мы получили ваше сообщение и скоро свяжемся с вами.',
    'ask_question_user.subject': 'Спасибо за ваш вопрос',
    'ask_question_user.body': 'Спасибо за ваш вопрос. Наш консультант скоро ответит на него.',
    'leave_review_user.subject': 'Спасибо за ваш отзыв',
    'leave_review_user.body': 'Спасибо, что нашли время оставить отзыв о {company}. Он помогает нам и другим клиентам.',
    'partner_user.subject': 'Спасибо за интерес к сотрудничеству',
    'partner_user.body':
      'Спасибо за интерес к сотрудничеству с {company}. Наша команда по партнёрствам скоро свяжется с вами.',
    'offplan_register_user.subject': 'Спасибо за регистрацию',
    'offplan_register_user.body':
      'Спасибо за регистрацию. Отдел новостроек скоро пришлёт вам брошюру, планировки и план платежей.',
    'offplan_register_user.subject.new_developments': 'Спасибо за регистрацию на этот строящийся объект',
    'offplan_register_user.subject.new_development_projects': 'Спасибо за регистрацию на этот строящийся проект',
    'offplan_register_user.subject.international_projects': 'Спасибо за регистрацию на этот зарубежный объект',
    'enquire_user.subject': 'Спасибо за запрос по объекту',
    'enquire_user.body':
      'Спасибо за запрос. Агент, который ведёт этот объект, скоро свяжется с вами, чтобы ответить на вопросы и договориться о просмотре.',
    'cv_user.subject': 'Спасибо за ваш отклик',
    'cv_user.body':
      'Спасибо, что прислали резюме. Наш отдел подбора персонала рассмотрит его и свяжется с вами, если появится подходящая вакансия.',
    'valuation_user.subject': 'Спасибо за заявку на оценку',
    'valuation_user.body':
      'Спасибо за заявку на оценку. Наш оценщик скоро свяжется с вами, чтобы договориться о времени осмотра объекта.',
    'loyalty_user.subject': 'Добро пожаловать в программу лояльности',
    'loyalty_user.body':
      'Добро пожаловать в программу лояльности {company}. Мы скоро расскажем вам о привилегиях участника.',
    'member_contact_user.subject': 'Спасибо за ваше сообщение',
    'member_contact_user.body': 'Спасибо за сообщение. Мы передали его адресату, и вы скоро получите ответ.',
    'newsletter_user.subject': 'Спасибо за подписку',
    'newsletter_user.body':
      'Спасибо за подписку на рассылку {company}. Вы будете получать обзоры рынка и новые предложения.',
  },
  pl: {
    greeting: 'Dzień dobry {name},',
    anonymous: 'Dzień dobry,',
    signoff: 'Z poważaniem,',
    'label.phone': 'Telefon',
    'label.email': 'E-mail',
    'label.website': 'Strona',
    notice:
      'Otrzymujesz tę wiadomość, ponieważ ten adres został podany w formularzu na naszej stronie. Jeśli to nie Ty, zignoruj ją.',
    'contact_user.subject': 'Dziękujemy za kontakt',
    'contact_user.body':
      'Dziękujemy za kontakt z {company}. Otrzymaliśmy Twoją wiadomość i wkrótce się z Tobą skontaktujemy.',
    'ask_question_user.subject': 'Dziękujemy za pytanie',
    'ask_question_user.body': 'Dziękujemy za pytanie. Jeden z naszych doradców wkrótce na nie odpowie.',
    'leave_review_user.subject': 'Dziękujemy za opinię',
    'leave_review_user.body': 'Dziękujemy za poświęcony czas i opinię o {company}. Pomaga ona nam i innym klientom.',
    'partner_user.subject': 'Dziękujemy za zainteresowanie współpracą',
    'partner_user.body':
      'Dziękujemy za zainteresowanie współpracą z {company}. Nasz zespół ds. partnerstw wkrótce się z Tobą skontaktuje.',
    'offplan_register_user.subject': 'Dziękujemy za rejestrację',
    'offplan_register_user.body':
      'Dziękujemy za rejestrację. Nasz dział nowych inwestycji wkrótce prześle Ci broszurę, plany i harmonogram płatności.',
    'offplan_register_user.subject.new_developments': 'Dziękujemy za rejestrację na tę nieruchomość w budowie',
    'offplan_register_user.subject.new_development_projects': 'Dziękujemy za rejestrację na ten projekt w budowie',
    'offplan_register_user.subject.international_projects': 'Dziękujemy za rejestrację na tę nieruchomość zagraniczną',
    'enquire_user.subject': 'Dziękujemy za zapytanie o nieruchomość',
    'enquire_user.body':
      'Dziękujemy za zapytanie. Agent odpowiedzialny za tę nieruchomość wkrótce się z Tobą skontaktuje, aby odpowiedzieć na pytania i umówić oglądanie.',
    'cv_user.subject': 'Dziękujemy za aplikację',
    'cv_user.body':
      'Dziękujemy za przesłanie CV. Nasz zespół rekrutacji je przejrzy i skontaktuje się z Tobą, jeśli pojawi się odpowiednie stanowisko.',
    'valuation_user.subject': 'Dziękujemy za zamówienie wyceny',
    'valuation_user.body':
      'Dziękujemy za zamówienie wyceny. Nasz rzeczoznawca wkrótce się z Tobą skontaktuje, aby umówić termin oględzin nieruchomości.',
    'loyalty_user.subject': 'Witamy w programie lojalnościowym',
    'loyalty_user.body':
      'Witamy w programie lojalnościowym {company}. Wkrótce przekażemy Ci informacje o korzyściach dla członków.',
    'member_contact_user.subject': 'Dziękujemy za wiadomość',
    'member_contact_user.body': 'Dziękujemy za wiadomość. Została przekazana adresatowi i wkrótce otrzymasz odpowiedź.',
    'newsletter_user.subject': 'Dziękujemy za subskrypcję',
    'newsletter_user.body':
      'Dziękujemy za subskrypcję newslettera {company}. Będziesz otrzymywać przegląd rynku i najnowsze oferty.',
  },
});

export type LeadEmailKey = keyof (typeof leadEmailStrings)['en'];

/** The confirmation templates, by the ids the forms name (`email_temp_user`). */
export const CONFIRMATION_TEMPLATES = [
  'contact_user',
  'ask_question_user',
  'leave_review_user',
  'partner_user',
  'offplan_register_user',
  'enquire_user',
  'cv_user',
  'valuation_user',
  'loyalty_user',
  'member_contact_user',
  'newsletter_user',
] as const;
export type ConfirmationTemplate = (typeof CONFIRMATION_TEMPLATES)[number];

/** The template a lead's confirmation uses: the one its form names, else the contact form's. */
export const templateOf = (id: unknown): ConfirmationTemplate =>
  CONFIRMATION_TEMPLATES.find((known) => known === id) ?? 'contact_user';

/** An e-mail string in a language, with `{name}` placeholders filled in. */
export const say = (locale: LocaleCode, key: LeadEmailKey, values: Record<string, string> = {}): string =>
  fillIn(leadEmailStrings[locale][key], values);

/**
 * A template's subject in a language: its variant's (the off-plan form's, by the listing's
 * department) when it has one of that name, else its own.
 * @example confirmationSubject('offplan_register_user', 'en', 'international_projects') // 'Thank you for registering for this international property'
 */
export function confirmationSubject(template: ConfirmationTemplate, locale: LocaleCode, variant?: unknown): string {
  const table: Readonly<Record<string, string>> = leadEmailStrings[locale];
  const key = `${template}.subject.${String(variant)}`;
  const own = variant && Object.hasOwn(table, key) ? table[key] : undefined;
  return own || say(locale, `${template}.subject`);
}
