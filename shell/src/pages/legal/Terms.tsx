import { brand } from '@ata/core/site';
import { Link } from '@ata/ui';
import { LegalPage } from './LegalPage.tsx';

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms govern your use of the ${brand.name} website and every order you place with us. By using the site or placing an order you accept them.`}
      sections={[
        {
          heading: 'Orders',
          body: (
            <p>
              An order is an offer to buy. We confirm it by message or e-mail; until then we may decline it,
              for example when an item is out of stock or a price was shown in error. You may order by sending
              your cart through WhatsApp (pay on delivery) or by paying online.
            </p>
          ),
        },
        {
          heading: 'Prices and payment',
          body: (
            <p>
              All prices are in Nigerian Naira (₦) and include applicable taxes. We accept payment by debit or
              credit card through our card payment provider, and payment on delivery for orders sent through
              WhatsApp. We never see or store your full card details.
            </p>
          ),
        },
        {
          heading: 'Delivery',
          body: (
            <p>
              Delivery times and fees are set out in our <Link href="/shipping">Shipping Policy</Link>. Risk
              in the goods passes to you when they are delivered.
            </p>
          ),
        },
        {
          heading: 'Returns and refunds',
          body: (
            <p>
              Tell us within 7 days of delivery if an item arrives damaged, spoiled or not as ordered and we
              will replace it or refund you. Opened food items cannot be returned for a change of mind.
            </p>
          ),
        },
        {
          heading: 'Use of the site',
          body: (
            <p>
              Do not misuse the site, attempt to access it by automated means that overload it, or copy its
              content for commercial use without our permission. Product photos and descriptions are for
              guidance; natural products vary in colour and size.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              We are responsible for losses that are a foreseeable result of our breaking these terms. We are
              not liable for losses that were not foreseeable, or for business losses. Nothing here limits
              rights you have by law.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Lagos
              State have jurisdiction over any dispute.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms? <Link href="/contact">Contact us</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
