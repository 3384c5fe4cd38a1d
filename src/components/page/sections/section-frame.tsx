import React, { type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export type SectionFrameProps = { id: string; heading: string; kind: string; children: ReactNode };

/** A page section: a landmark named by its h2 heading (when it has one). */
export function SectionFrame({ id, heading, kind, children }: SectionFrameProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={`page-section page-section--${kind} py-4`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <Container>
        {heading ? (
          <h2 id={headingId} className="h3 mb-3">
            {heading}
          </h2>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
