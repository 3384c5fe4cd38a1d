import React from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import type { IconName } from '@brokerage/core/lib/icons';
import { Icon } from '../ui/icon';

type Network = { name: (locale: LocaleCode) => string; icon: IconName };

// Brand names stay as the brands write them; only the generic "podcast" is translated.
const NETWORKS: Readonly<Record<string, Network>> = {
  facebook: { name: () => 'Facebook', icon: 'facebook' },
  instagram: { name: () => 'Instagram', icon: 'instagram' },
  twitter: { name: () => 'Twitter', icon: 'twitter' },
  tiktok: { name: () => 'TikTok', icon: 'tiktok' },
  podcast: { name: (locale) => t(locale, 'footer.podcast'), icon: 'podcast' },
  youtube: { name: () => 'YouTube', icon: 'youtube' },
  linkedin: { name: () => 'LinkedIn', icon: 'linkedin' },
  rss: { name: () => 'RSS', icon: 'rss' },
};

function networkOf(key: string): Network {
  const known = NETWORKS[key.toLowerCase()];
  if (known) return known;
  // Spec: a missing icon is logged and shown as an exclamation circle, never a blank.
  console.warn(`Footer: no icon for the social network "${key}"; showing a placeholder.`);
  return { name: () => key, icon: 'missing' };
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
        const { name, icon } = networkOf(network);
        return (
          <li key={`${network}-${url}`}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name(locale)}
              className="footer-social__link"
            >
              <Icon name={icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
