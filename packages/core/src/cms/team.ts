import { toAgent, type Agent, type RawAgent } from './agent';

/** A Strapi team member node as the team section reads it. */
export type RawTeamMember = RawAgent;

/** The team in CMS order as the page shows it; members without a name are left out. */
export function toTeam(raw: readonly RawTeamMember[]): Agent[] {
  return raw.flatMap((member) => toAgent(member) ?? []);
}
