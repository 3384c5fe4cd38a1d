import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { jsonStrings, toImage, type RawJsonList, type RawMedia } from './reshape';

/** A Strapi negotiator or team member node, as a property page and the team section read it. */
export type RawAgent = {
  firstname?: string | null;
  lastname?: string | null;
  job_title?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  languages?: RawJsonList;
  photo?: RawMedia;
};

/** An agent as a property page's contact card and the team section show them. */
export type Agent = {
  name: string;
  jobTitle: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  photo: { data: IGatsbyImageData; alt: string } | null;
};

/** Reshapes a negotiator or team member; null without a name, which every view of an agent leads with. */
export function toAgent(raw: RawAgent | null | undefined): Agent | null {
  const name = [raw?.firstname, raw?.lastname].filter(Boolean).join(' ').trim();
  if (!raw || !name) return null;
  return {
    name,
    jobTitle: raw.job_title ?? '',
    phone: raw.phone ?? '',
    whatsapp: raw.whatsapp ?? '',
    email: raw.email ?? '',
    languages: jsonStrings(raw.languages),
    photo: toImage(raw.photo, name),
  };
}
