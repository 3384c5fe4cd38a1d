import type { Agent } from './property-details';
import { toImage, type RawMedia } from './reshape';

type JsonList = { strapi_json_value?: readonly (string | null)[] | null } | null | undefined;

/** A Strapi team member node as the team section reads it. */
export type RawTeamMember = {
  firstname?: string | null;
  lastname?: string | null;
  job_title?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  languages?: JsonList;
  photo?: RawMedia;
};

/** The team in CMS order as the page shows it; members without a name are left out. */
export function toTeam(raw: readonly RawTeamMember[]): Agent[] {
  return raw.flatMap((member) => {
    const name = [member.firstname, member.lastname].filter(Boolean).join(' ').trim();
    if (!name) return [];
    return [
      {
        name,
        jobTitle: member.job_title ?? '',
        phone: member.phone ?? '',
        whatsapp: member.whatsapp ?? '',
        email: member.email ?? '',
        languages: (member.languages?.strapi_json_value ?? []).filter((l): l is string => Boolean(l)),
        photo: toImage(member.photo, name),
      },
    ];
  });
}
