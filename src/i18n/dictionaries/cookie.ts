import { defineStrings } from '../define-strings';

/** Strings of the cookie banner. */
export const cookie = defineStrings({
  en: {
    'cookie.label': 'Cookie notice',
    'cookie.text':
      'We use cookies to give you the best experience on our website. By continuing to browse, you agree to their use.',
    'cookie.policy': 'Read our cookie policy',
    'cookie.accept': 'Accept Cookies',
  },
  ar: {
    'cookie.label': 'إشعار ملفات تعريف الارتباط',
    'cookie.text':
      'نستخدم ملفات تعريف الارتباط لنقدم لك أفضل تجربة على موقعنا. بمتابعة التصفح فإنك توافق على استخدامها.',
    'cookie.policy': 'اقرأ سياسة ملفات تعريف الارتباط',
    'cookie.accept': 'قبول ملفات تعريف الارتباط',
  },
  fr: {
    'cookie.label': 'Avis sur les cookies',
    'cookie.text':
      'Nous utilisons des cookies pour vous offrir la meilleure expérience sur notre site. En poursuivant votre navigation, vous acceptez leur utilisation.',
    'cookie.policy': 'Lire notre politique de cookies',
    'cookie.accept': 'Accepter les cookies',
  },
  ru: {
    'cookie.label': 'Уведомление о файлах cookie',
    'cookie.text':
      'Мы используем файлы cookie, чтобы сделать работу с сайтом удобнее. Продолжая просмотр, вы соглашаетесь с их использованием.',
    'cookie.policy': 'Политика использования файлов cookie',
    'cookie.accept': 'Принять cookie',
  },
  pl: {
    'cookie.label': 'Informacja o plikach cookie',
    'cookie.text':
      'Używamy plików cookie, aby zapewnić Ci najlepsze wrażenia na naszej stronie. Kontynuując przeglądanie, zgadzasz się na ich użycie.',
    'cookie.policy': 'Przeczytaj naszą politykę cookie',
    'cookie.accept': 'Akceptuj pliki cookie',
  },
});
