import React from 'react';
import Container from 'react-bootstrap/Container';
import { Picture } from '../../ui/picture';
import { localizeHref } from '@brokerage/core/lib/links';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import type { Section } from '@brokerage/core/cms/sections';
import { SmartLink } from '../../ui/smart-link';
import { SectionFrame } from './section-frame';
import { formOfLink } from '@brokerage/core/forms/form-link';
import { FormModalButton } from '../../forms/form-modal-button';

export type ContentSectionProps = { section: Section; id: string; locale: LocaleCode };

const href = (link: string, locale: LocaleCode) => localizeHref(link, getLocale(locale));

function Cta({ section, locale, variant = 'primary' }: { section: Section; locale: LocaleCode; variant?: string }) {
  if (!section.cta) return null;
  // `#form-{id}` opens that form in a dialog, where the visitor is (forms/form-link.ts).
  const form = formOfLink(section.cta.link);
  if (form)
    return (
      <FormModalButton formId={form} locale={locale} variant={variant} hidden={section.cta.hidden}>
        {section.cta.label}
      </FormModalButton>
    );
  return (
    <SmartLink href={href(section.cta.link, locale)} className={`btn btn-${variant}`}>
      {section.cta.label}
    </SmartLink>
  );
}

/** The page's opening: its one h1, intro, image and call to action. */
export function HeroSection({ section, locale }: ContentSectionProps) {
  return (
    <div className="page-banner page-hero">
      <Container className="d-md-flex align-items-center gap-4">
        <div className="flex-grow-1">
          <h1>{section.heading}</h1>
          {/* Markdown from the CMS, sanitised at build (plugins/site-cms/safe-html.ts). */}
          {section.html ? (
            <div className="lead cms-content" dangerouslySetInnerHTML={{ __html: section.html }} />
          ) : null}
          <Cta section={section} locale={locale} variant="light" />
        </div>
        {section.image ? (
          <Picture
            image={section.image.data}
            alt={section.image.alt}
            className="page-hero__image rounded mt-3 mt-md-0"
            loading="eager"
          />
        ) : null}
      </Container>
    </div>
  );
}

/** Rich text (and, for a call to action, its button). */
export function TextSection({ section, id, locale }: ContentSectionProps) {
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      {section.image ? <Picture image={section.image.data} alt={section.image.alt} className="mb-3 rounded" /> : null}
      {section.html ? <div className="cms-content" dangerouslySetInnerHTML={{ __html: section.html }} /> : null}
      <Cta section={section} locale={locale} />
    </SectionFrame>
  );
}

/** Cards, services or podcast episodes: a grid of titled items, each linking when it has a link. */
export function CardsSection({ section, id, locale }: ContentSectionProps) {
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      {section.html ? <div className="cms-content mb-3" dangerouslySetInnerHTML={{ __html: section.html }} /> : null}
      <ul className="list-unstyled row g-3 mb-0">
        {section.items.map((item, index) => (
          <li key={`${item.title}-${index}`} className="col-sm-6 col-lg-4">
            <article className="card h-100">
              {item.image ? <Picture image={item.image.data} alt={item.image.alt} className="card-img-top" /> : null}
              <div className="card-body">
                <h3 className="h5 card-title">
                  {item.link ? (
                    <SmartLink href={href(item.link, locale)} className="stretched-link">
                      {item.title}
                    </SmartLink>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.text ? <p className="card-text mb-0">{item.text}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Cta section={section} locale={locale} />
      </div>
    </SectionFrame>
  );
}

/** Questions and answers; native disclosure widgets, so they work by keyboard without script. */
export function FaqSection({ section, id }: ContentSectionProps) {
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      {section.items.map((item, index) => (
        <details key={`${item.title}-${index}`} className="faq-item border-bottom py-2">
          <summary className="fw-semibold">{item.title}</summary>
          <p className="mt-2 mb-0">{item.text}</p>
        </details>
      ))}
    </SectionFrame>
  );
}
