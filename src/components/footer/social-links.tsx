import React, { type ComponentType } from 'react';
import {
  ExclamationCircle,
  Facebook,
  Instagram,
  Linkedin,
  MicFill,
  Rss,
  Tiktok,
  Twitter,
  Youtube,
  type IconProps,
} from 'react-bootstrap-icons';
import type { LocaleCode } from '../../i18n/locales';
import { t } from '../../i18n/strings';

type Network = { name: (locale: LocaleCode) => string; Icon: ComponentType<IconProps> };

// Brand names stay as the brands write them; only the generic "podcast" is translated.
const NETWORKS: Readonly<Record<string, Network>> = {
  facebook: { name: () => 'Facebook', Icon: Facebook },
  instagram: { name: () => 'Instagram', Icon: Instagram },
  twitter: { name: () => 'Twitter', Icon: Twitter },
  tiktok: { name: () => 'TikTok', Icon: Tiktok },
  podcast: { name: (locale) => t(locale, 'footer.podcast'), Icon: MicFill },
  youtube: { name: () => 'YouTube', Icon: Youtube },
  linkedin: { name: () => 'LinkedIn', Icon: Linkedin },
  rss: { name: () => 'RSS', Icon: Rss },
};

function networkOf(key: string): Network {
  const known = NETWORKS[key.toLowerCase()];
  if (known) return known;
  // Spec: a missing icon is logged and shown as an exclamation circle, never a blank.
  console.warn(`Footer: no icon for the social network "${key}"; showing a placeholder.`);
  return { name: () => key, Icon: ExclamationCircle };
}

export type SocialLinksProps = {
  locale: LocaleCode;
  socials: { network: string; url: string }[];
};

/** The brand's social profiles as icon links, opening in a new tab. */
export function SocialLinks({ locale, socials }: SocialLinksProps) {
  if (!socials.length) return null;
  return (
    <ul className="footer-social list-unstyled d-flex flex-wrap gap-3 mb-0" aria-label={t(locale, 'footer.followUs')}>
      {socials.map(({ network, url }) => {
        const { name, Icon } = networkOf(network);
        return (
          <li key={`${network}-${url}`}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name(locale)}
              className="footer-social__link"
            >
              <Icon size={20} aria-hidden="true" focusable="false" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
