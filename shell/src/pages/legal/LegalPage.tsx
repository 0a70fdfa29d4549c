import { LEGAL_LAST_UPDATED } from '@ata/core/site';
import type { ReactNode } from 'react';
import { PageHero } from '../PageHero.tsx';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** SPEC §2 legal pages: static text, 'Last updated: April 26, 2025'. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="shell-page">
      <PageHero title={title}>
        <p className="shell-legal__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      </PageHero>
      <div className="shell-container shell-section shell-legal">
        <p>{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
