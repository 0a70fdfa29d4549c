import { LEGAL_LAST_UPDATED } from '@ata/core/site';
import { Markdown } from '@ata/ui/markdown';
import type { ReactNode } from 'react';
import { PageHero } from '../PageHero.tsx';
import { DeliveryTable } from './DeliveryTable.tsx';
import privacy from './privacy.md?raw';
import shipping from './shipping.md?raw';
import terms from './terms.md?raw';

/** A legal page: its title, the date it was last updated, and its text (markdown in this folder). */
function LegalPage({ title, content, children }: { title: string; content: string; children?: ReactNode }) {
  return (
    <article className="shell-page">
      <PageHero title={title}>
        <p className="shell-legal__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      </PageHero>
      <div className="shell-container shell-section shell-legal">
        <Markdown inAppLinks>{content}</Markdown>
        {children}
      </div>
    </article>
  );
}

export const Terms = () => <LegalPage title="Terms of Service" content={terms} />;
export const Privacy = () => <LegalPage title="Privacy Policy" content={privacy} />;
export const Shipping = () => (
  <LegalPage title="Shipping Policy" content={shipping}>
    <DeliveryTable />
  </LegalPage>
);
