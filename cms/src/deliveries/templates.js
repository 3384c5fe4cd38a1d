'use strict';

// The visitor's confirmation e-mails: one template per form (the spec's template ids,
// `{form}_user`), in the five languages of the site. Each says that the form arrived and
// what happens next; the visitor's name and the brand's own details are the only values in
// it, so a form cannot be used to send a stranger someone else's words.

/** What every confirmation shares in a language: greeting, sign-off, contact labels, notice. */
const COMMON = {
  en: {
    greeting: 'Dear {name},',
    anonymous: 'Dear visitor,',
    signoff: 'Kind regards,',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Website',
    notice:
      'You received this e-mail because this address was entered in a form on our website. If that was not you, you can ignore it.',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    anonymous: 'مرحبًا،',
    signoff: 'مع أطيب التحيات،',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    website: 'الموقع الإلكتروني',
    notice: 'وصلتك هذه الرسالة لأن عنوان بريدك أُدخل في نموذج على موقعنا. إن لم تكن أنت، يمكنك تجاهلها.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    anonymous: 'Bonjour,',
    signoff: 'Cordialement,',
    phone: 'Téléphone',
    email: 'E-mail',
    website: 'Site web',
    notice:
      'Vous recevez cet e-mail parce que cette adresse a été saisie dans un formulaire de notre site. Si ce n’était pas vous, ignorez-le.',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    anonymous: 'Здравствуйте!',
    signoff: 'С уважением,',
    phone: 'Телефон',
    email: 'Эл. почта',
    website: 'Сайт',
    notice:
      'Вы получили это письмо, потому что этот адрес был указан в форме на нашем сайте. Если это были не вы, просто проигнорируйте его.',
  },
  pl: {
    greeting: 'Dzień dobry {name},',
    anonymous: 'Dzień dobry,',
    signoff: 'Z poważaniem,',
    phone: 'Telefon',
    email: 'E-mail',
    website: 'Strona',
    notice:
      'Otrzymujesz tę wiadomość, ponieważ ten adres został podany w formularzu na naszej stronie. Jeśli to nie Ty, zignoruj ją.',
  },
};

/**
 * Subject and body of each form's confirmation, by template id and language. The English
 * subjects are the ones the forms name (src/forms/definitions.ts; a test keeps them equal).
 * `subjects` are the off-plan form's, by the listing's department.
 */
const TEMPLATES = {
  contact_user: {
    en: [
      'Thank you for contacting us',
      'Thank you for contacting {company}. We have received your message and will be in touch shortly.',
    ],
    ar: ['شكرًا لتواصلك معنا', 'شكرًا لتواصلك مع {company}. لقد استلمنا رسالتك وسنتواصل معك قريبًا.'],
    fr: [
      'Merci de nous avoir contactés',
      'Merci d’avoir contacté {company}. Nous avons bien reçu votre message et vous répondrons très prochainement.',
    ],
    ru: [
      'Спасибо за обращение',
      'Спасибо за обращение в {company}. Мы получили ваше сообщение и скоро свяжемся с вами.',
    ],
    pl: [
      'Dziękujemy za kontakt',
      'Dziękujemy za kontakt z {company}. Otrzymaliśmy Twoją wiadomość i wkrótce się z Tobą skontaktujemy.',
    ],
  },
  ask_question_user: {
    en: ['Thank you for your question', 'Thank you for your question. One of our advisers will answer it shortly.'],
    ar: ['شكرًا على سؤالك', 'شكرًا على سؤالك. سيجيب عليه أحد مستشارينا قريبًا.'],
    fr: [
      'Merci pour votre question',
      'Merci pour votre question. L’un de nos conseillers vous répondra très prochainement.',
    ],
    ru: ['Спасибо за ваш вопрос', 'Спасибо за ваш вопрос. Наш консультант скоро ответит на него.'],
    pl: ['Dziękujemy za pytanie', 'Dziękujemy za pytanie. Jeden z naszych doradców wkrótce na nie odpowie.'],
  },
  leave_review_user: {
    en: [
      'Thank you for your review',
      'Thank you for taking the time to review {company}. Your feedback helps us and our other clients.',
    ],
    ar: ['شكرًا على تقييمك', 'شكرًا لتخصيص وقتك لتقييم {company}. رأيك يساعدنا ويساعد عملاءنا الآخرين.'],
    fr: [
      'Merci pour votre avis',
      'Merci d’avoir pris le temps de donner votre avis sur {company}. Il nous aide, ainsi que nos autres clients.',
    ],
    ru: [
      'Спасибо за ваш отзыв',
      'Спасибо, что нашли время оставить отзыв о {company}. Он помогает нам и другим клиентам.',
    ],
    pl: [
      'Dziękujemy za opinię',
      'Dziękujemy za poświęcony czas i opinię o {company}. Pomaga ona nam i innym klientom.',
    ],
  },
  partner_user: {
    en: [
      'Thank you for connecting with us',
      'Thank you for your interest in working with {company}. Our partnerships team will contact you shortly.',
    ],
    ar: ['شكرًا لتواصلك معنا بشأن الشراكة', 'شكرًا لاهتمامك بالعمل مع {company}. سيتواصل معك فريق الشراكات قريبًا.'],
    fr: [
      'Merci de votre prise de contact',
      'Merci de votre intérêt pour un partenariat avec {company}. Notre équipe partenariats vous contactera très prochainement.',
    ],
    ru: [
      'Спасибо за интерес к сотрудничеству',
      'Спасибо за интерес к сотрудничеству с {company}. Наша команда по партнёрствам скоро свяжется с вами.',
    ],
    pl: [
      'Dziękujemy za zainteresowanie współpracą',
      'Dziękujemy za zainteresowanie współpracą z {company}. Nasz zespół ds. partnerstw wkrótce się z Tobą skontaktuje.',
    ],
  },
  offplan_register_user: {
    en: [
      'Thank you for registering your interest',
      'Thank you for registering your interest. Our new developments team will send you the brochure, floor plans and payment plan shortly.',
      {
        new_developments: 'Thank you for registering for this off-plan property',
        new_development_projects: 'Thank you for registering for this off-plan project',
        international_projects: 'Thank you for registering for this international property',
      },
    ],
    ar: [
      'شكرًا لتسجيل اهتمامك',
      'شكرًا لتسجيل اهتمامك. سيرسل إليك فريق المشاريع الجديدة الكتيّب والمخططات وخطة الدفع قريبًا.',
      {
        new_developments: 'شكرًا لتسجيلك في هذا العقار قيد الإنشاء',
        new_development_projects: 'شكرًا لتسجيلك في هذا المشروع قيد الإنشاء',
        international_projects: 'شكرًا لتسجيلك في هذا العقار الدولي',
      },
    ],
    fr: [
      'Merci de votre inscription',
      'Merci de votre inscription. Notre équipe des programmes neufs vous enverra très prochainement la brochure, les plans et l’échéancier de paiement.',
      {
        new_developments: 'Merci de votre inscription pour ce bien sur plan',
        new_development_projects: 'Merci de votre inscription pour ce projet sur plan',
        international_projects: 'Merci de votre inscription pour ce bien à l’international',
      },
    ],
    ru: [
      'Спасибо за регистрацию',
      'Спасибо за регистрацию. Отдел новостроек скоро пришлёт вам брошюру, планировки и план платежей.',
      {
        new_developments: 'Спасибо за регистрацию на этот строящийся объект',
        new_development_projects: 'Спасибо за регистрацию на этот строящийся проект',
        international_projects: 'Спасибо за регистрацию на этот зарубежный объект',
      },
    ],
    pl: [
      'Dziękujemy za rejestrację',
      'Dziękujemy za rejestrację. Nasz dział nowych inwestycji wkrótce prześle Ci broszurę, plany i harmonogram płatności.',
      {
        new_developments: 'Dziękujemy za rejestrację na tę nieruchomość w budowie',
        new_development_projects: 'Dziękujemy za rejestrację na ten projekt w budowie',
        international_projects: 'Dziękujemy za rejestrację na tę nieruchomość zagraniczną',
      },
    ],
  },
  enquire_user: {
    en: [
      'Thank you for your property enquiry',
      'Thank you for your enquiry. The agent in charge of this property will contact you shortly to answer your questions and arrange a viewing.',
    ],
    ar: [
      'شكرًا لاستفسارك عن العقار',
      'شكرًا لاستفسارك. سيتواصل معك الوكيل المسؤول عن هذا العقار قريبًا للإجابة عن أسئلتك وترتيب موعد للمعاينة.',
    ],
    fr: [
      'Merci pour votre demande sur ce bien',
      'Merci pour votre demande. L’agent en charge de ce bien vous contactera très prochainement pour répondre à vos questions et organiser une visite.',
    ],
    ru: [
      'Спасибо за запрос по объекту',
      'Спасибо за запрос. Агент, который ведёт этот объект, скоро свяжется с вами, чтобы ответить на вопросы и договориться о просмотре.',
    ],
    pl: [
      'Dziękujemy za zapytanie o nieruchomość',
      'Dziękujemy za zapytanie. Agent odpowiedzialny za tę nieruchomość wkrótce się z Tobą skontaktuje, aby odpowiedzieć na pytania i umówić oglądanie.',
    ],
  },
  cv_user: {
    en: [
      'Thank you for your application',
      'Thank you for sending us your CV. Our recruitment team will review it and contact you if there is a suitable role.',
    ],
    ar: ['شكرًا لتقديم طلبك', 'شكرًا لإرسال سيرتك الذاتية. سيراجعها فريق التوظيف وسيتواصل معك إذا توفرت وظيفة مناسبة.'],
    fr: [
      'Merci pour votre candidature',
      'Merci de nous avoir envoyé votre CV. Notre équipe de recrutement l’examinera et vous contactera si un poste vous correspond.',
    ],
    ru: [
      'Спасибо за ваш отклик',
      'Спасибо, что прислали резюме. Наш отдел подбора персонала рассмотрит его и свяжется с вами, если появится подходящая вакансия.',
    ],
    pl: [
      'Dziękujemy za aplikację',
      'Dziękujemy za przesłanie CV. Nasz zespół rekrutacji je przejrzy i skontaktuje się z Tobą, jeśli pojawi się odpowiednie stanowisko.',
    ],
  },
  valuation_user: {
    en: [
      'Thank you for booking a valuation',
      'Thank you for booking a valuation. One of our valuers will contact you shortly to agree a time to visit your property.',
    ],
    ar: [
      'شكرًا لحجز تقييم عقارك',
      'شكرًا لحجز التقييم. سيتواصل معك أحد المقيّمين لدينا قريبًا لتحديد موعد لزيارة عقارك.',
    ],
    fr: [
      'Merci d’avoir demandé une estimation',
      'Merci d’avoir demandé une estimation. L’un de nos experts vous contactera très prochainement pour convenir d’une visite de votre bien.',
    ],
    ru: [
      'Спасибо за заявку на оценку',
      'Спасибо за заявку на оценку. Наш оценщик скоро свяжется с вами, чтобы договориться о времени осмотра объекта.',
    ],
    pl: [
      'Dziękujemy za zamówienie wyceny',
      'Dziękujemy za zamówienie wyceny. Nasz rzeczoznawca wkrótce się z Tobą skontaktuje, aby umówić termin oględzin nieruchomości.',
    ],
  },
  loyalty_user: {
    en: [
      'Welcome to our Loyalty Program',
      'Welcome to the {company} loyalty programme. We will be in touch shortly with your member benefits.',
    ],
    ar: ['مرحبًا بك في برنامج الولاء', 'مرحبًا بك في برنامج الولاء من {company}. سنتواصل معك قريبًا بمزايا عضويتك.'],
    fr: [
      'Bienvenue dans notre programme de fidélité',
      'Bienvenue dans le programme de fidélité de {company}. Nous vous présenterons très prochainement vos avantages de membre.',
    ],
    ru: [
      'Добро пожаловать в программу лояльности',
      'Добро пожаловать в программу лояльности {company}. Мы скоро расскажем вам о привилегиях участника.',
    ],
    pl: [
      'Witamy w programie lojalnościowym',
      'Witamy w programie lojalnościowym {company}. Wkrótce przekażemy Ci informacje o korzyściach dla członków.',
    ],
  },
  member_contact_user: {
    en: [
      'Thank you for your message',
      'Thank you for your message. It has been passed on, and you will receive a reply shortly.',
    ],
    ar: ['شكرًا على رسالتك', 'شكرًا على رسالتك. لقد أُرسلت إلى المعنيّ وستتلقى ردًا قريبًا.'],
    fr: [
      'Merci pour votre message',
      'Merci pour votre message. Il a été transmis et vous recevrez une réponse très prochainement.',
    ],
    ru: ['Спасибо за ваше сообщение', 'Спасибо за сообщение. Мы передали его адресату, и вы скоро получите ответ.'],
    pl: [
      'Dziękujemy za wiadomość',
      'Dziękujemy za wiadomość. Została przekazana adresatowi i wkrótce otrzymasz odpowiedź.',
    ],
  },
  newsletter_user: {
    en: [
      'Thank you for subscribing',
      'Thank you for subscribing to the {company} newsletter. You will receive our market updates and the latest listings.',
    ],
    ar: ['شكرًا لاشتراكك', 'شكرًا لاشتراكك في النشرة الإخبارية من {company}. ستصلك آخر أخبار السوق وأحدث العقارات.'],
    fr: [
      'Merci de votre abonnement',
      'Merci de vous être abonné à la newsletter de {company}. Vous recevrez nos analyses du marché et nos dernières annonces.',
    ],
    ru: [
      'Спасибо за подписку',
      'Спасибо за подписку на рассылку {company}. Вы будете получать обзоры рынка и новые предложения.',
    ],
    pl: [
      'Dziękujemy za subskrypcję',
      'Dziękujemy za subskrypcję newslettera {company}. Będziesz otrzymywać przegląd rynku i najnowsze oferty.',
    ],
  },
};

/** The template a lead's confirmation uses: the one its form names, else the contact form's. */
const DEFAULT_TEMPLATE = 'contact_user';
const templateOf = (id) => (Object.prototype.hasOwnProperty.call(TEMPLATES, id) ? id : DEFAULT_TEMPLATE);

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');

/**
 * A confirmation's words in a language: subject (by the department where the form has
 * variants), greeting, body, sign-off, the contact labels and the closing notice.
 * @example confirmationText('cv_user', 'fr', { name: 'Ann', company: 'Oasis Key' }).subject // 'Merci pour votre candidature'
 */
function confirmationText(templateId, language, { name, company, variant }) {
  const id = templateOf(templateId);
  const lang = TEMPLATES[id][language] ? language : 'en';
  const [subject, body, variants] = TEMPLATES[id][lang];
  const common = COMMON[lang];
  return {
    template: id,
    language: lang,
    subject: (variants && variant && variants[variant]) || subject,
    greeting: name ? fill(common.greeting, { name }) : common.anonymous,
    body: fill(body, { company }),
    signoff: common.signoff,
    labels: { phone: common.phone, email: common.email, website: common.website },
    notice: common.notice,
  };
}

module.exports = { TEMPLATES, COMMON, confirmationText, templateOf };
