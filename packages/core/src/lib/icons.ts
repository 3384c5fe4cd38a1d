/**
 * The icons the site draws, by name, each a Bootstrap Icons glyph (its react-bootstrap-icons
 * export). The build writes them once into an SVG sprite (plugins/site-styles) and pages
 * refer to it (components/ui/icon.tsx), instead of repeating each icon's paths in every page.
 */
export const ICONS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  tiktok: 'Tiktok',
  podcast: 'MicFill',
  youtube: 'Youtube',
  linkedin: 'Linkedin',
  rss: 'Rss',
  missing: 'ExclamationCircle',
  search: 'Search',
  menu: 'List',
  whatsapp: 'Whatsapp',
  heart: 'Heart',
  'heart-fill': 'HeartFill',
  phone: 'TelephoneFill',
} as const;

export type IconName = keyof typeof ICONS;
