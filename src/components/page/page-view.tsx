import React from 'react';
import Container from 'react-bootstrap/Container';
import Alert from 'react-bootstrap/Alert';
import { GatsbyImage } from 'gatsby-plugin-image';
import type { PageContent } from '../../cms/reshape';

export type PageViewProps = { page: PageContent; notice?: string };

/** A CMS page: banner with heading and intro, optional image, rich-text body. */
export function PageView({ page, notice }: PageViewProps) {
  return (
    <article>
      <div className="page-banner">
        <Container>
          <h1>{page.bannerTitle}</h1>
          {page.bannerText ? <p className="lead mb-0">{page.bannerText}</p> : null}
        </Container>
      </div>
      <Container className="py-4">
        {notice ? <Alert variant="info">{notice}</Alert> : null}
        {page.image ? <GatsbyImage image={page.image.data} alt={page.image.alt} className="mb-4 rounded" /> : null}
        {/* Markdown from the CMS, rendered to HTML at build time. */}
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </Container>
    </article>
  );
}
