import React, { useMemo, type ReactNode } from 'react';
import { Picture } from '../../ui/picture';
import { t } from '@brokerage/core/i18n/strings';
import { languagesIn } from '@brokerage/core/i18n/terms';
import { Term } from '../../ui/term';
import { formatPhone, telHref } from '@brokerage/core/lib/phone';
import type { Agent } from '@brokerage/core/cms/agent';
import { toTeam } from '@brokerage/core/cms/team';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';
import { useSectionData } from './use-section-data';
import { FormModalButton } from '../../forms/form-modal-button';

/** Renders the Contact control of a team member (the forms' "Contact a member" modal). */
export type ContactMemberSlot = (member: Agent) => ReactNode;

export type TeamSectionProps = ContentSectionProps & { contactMember?: ContactMemberSlot };

/** The team: photo, name, role, languages, phone and a Contact control per member. */
export function TeamSection({ section, id, locale, contactMember }: TeamSectionProps) {
  const { team } = useSectionData();
  const members = useMemo(() => toTeam(team.nodes), [team]);
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="list-unstyled row g-4 mb-0">
        {members.map((member) => (
          <li key={member.name} className="col-sm-6 col-lg-3">
            <article className="card h-100 team-card">
              {member.photo ? (
                <Picture image={member.photo.data} alt={member.photo.alt} className="card-img-top" />
              ) : null}
              <div className="card-body d-flex flex-column">
                <h3 className="h5 mb-1">{member.name}</h3>
                {member.jobTitle ? (
                  <Term as="p" className="text-muted mb-1" english={member.jobTitle} locale={locale} />
                ) : null}
                {member.languages.length ? (
                  <p className="small mb-2">
                    {t(locale, 'team.languages', { languages: languagesIn(locale, member.languages) })}
                  </p>
                ) : null}
                {member.phone ? (
                  <a className="mb-3" href={telHref(member.phone)} dir="ltr">
                    {formatPhone(member.phone)}
                  </a>
                ) : null}
                <div className="mt-auto">
                  {contactMember ? (
                    contactMember(member)
                  ) : member.email ? (
                    // The spec's "Contact a member" form, addressed to this member.
                    <FormModalButton
                      formId="member-contact"
                      locale={locale}
                      hidden={{ to_email_id: member.email }}
                      className="btn-sm"
                    >
                      {t(locale, 'team.contact')}
                      <span className="visually-hidden"> {member.name}</span>
                    </FormModalButton>
                  ) : null}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** The developers we work with, from the CMS's developer list, each linking to its website. */
export function PartnersSection({ section, id, locale }: ContentSectionProps) {
  const { developers } = useSectionData();
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="list-unstyled row g-3 mb-0">
        {developers.nodes.map((developer) => (
          <li key={developer.slug ?? developer.name} className="col-sm-6 col-lg-4">
            <article className="card h-100">
              <div className="card-body">
                <h3 className="h5">{developer.name}</h3>
                {developer.description ? <p className="mb-2">{developer.description}</p> : null}
                {developer.website ? (
                  <a href={developer.website} target="_blank" rel="noopener noreferrer">
                    {t(locale, 'partners.website', { name: developer.name ?? '' })}
                  </a>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
