import { brand } from '@ata/core/site';
import { Link } from '@ata/ui';
import { LegalPage } from './LegalPage.tsx';

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This policy explains what personal information ${brand.name} collects, why, and the choices you have.`}
      sections={[
        {
          heading: 'Information we collect',
          body: (
            <p>
              When you order we collect your name, e-mail address, phone number and delivery address, and the
              items you buy. When you contact us we receive what you write. Our servers keep basic technical
              logs (IP address, browser type) to keep the site secure.
            </p>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To process and deliver your orders, to answer your messages, to prevent fraud, and — only if you
              subscribe — to send our newsletter. We do not sell your personal information.
            </p>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <p>
              Card payments are handled by our card payment provider. Your card details go directly to them
              and are never stored by us.
            </p>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We share your delivery details with our delivery partners and payment details with our payment
              provider, only as needed to complete your order, or when the law requires it.
            </p>
          ),
        },
        {
          heading: 'Cookies and storage',
          body: (
            <p>
              The site keeps your cart in your browser so it survives a page reload. We use no advertising
              cookies.
            </p>
          ),
        },
        {
          heading: 'Keeping and protecting data',
          body: (
            <p>
              Order records are kept as long as tax and accounting rules require. Data is stored on secured
              servers and access is limited to staff who need it.
            </p>
          ),
        },
        {
          heading: 'Children',
          body: (
            <p>
              Our site is not intended for children under 13, and we do not knowingly collect personal
              information from them.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              Under the Nigeria Data Protection Act you may ask to see, correct or delete the personal
              information we hold about you. <Link href="/contact">Contact us</Link> to do so.
            </p>
          ),
        },
      ]}
    />
  );
}
