import { formatNaira } from '@ata/core/format';
import { Link } from '@ata/ui';
import { LegalPage } from './LegalPage.tsx';

/** SPEC §9 shipping rates. */
const rates = [
  {
    option: 'Standard delivery within Lagos',
    time: '1-2 business days',
    cost: `${formatNaira(1500)} for orders under ${formatNaira(10000)}; free above`,
  },
  {
    option: 'Standard delivery outside Lagos',
    time: '2-5 business days',
    cost: `${formatNaira(2500)} for orders under ${formatNaira(15000)}; free above`,
  },
  {
    option: 'Express delivery within Lagos',
    time: 'Same day for orders placed before 12 PM',
    cost: formatNaira(3000),
  },
];

export default function Shipping() {
  return (
    <LegalPage
      title="Shipping Policy"
      intro="We deliver across Nigeria. Here is how long it takes, what it costs and what to do if something goes wrong."
      sections={[
        {
          heading: 'Processing time',
          body: (
            <p>
              Orders are processed within 24 hours (business days). You will get a message when your order
              ships.
            </p>
          ),
        },
        {
          heading: 'Delivery options and rates',
          body: (
            <div className="shell-table-wrap">
              <table className="shell-table">
                <caption className="ui-visually-hidden">Delivery options, times and costs</caption>
                <thead>
                  <tr>
                    <th scope="col">Option</th>
                    <th scope="col">Delivery time</th>
                    <th scope="col">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((rate) => (
                    <tr key={rate.option}>
                      <th scope="row">{rate.option}</th>
                      <td>{rate.time}</td>
                      <td>{rate.cost}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ),
        },
        {
          heading: 'Tracking and delivery',
          body: (
            <p>
              Our rider or courier calls the phone number on your order before delivery. Please make sure
              someone can receive the parcel at the address given.
            </p>
          ),
        },
        {
          heading: 'Returns',
          body: (
            <p>
              If an item arrives damaged or is not what you ordered, tell us within 7 days of delivery and we
              will arrange a replacement or refund. See our <Link href="/terms">Terms of Service</Link>.
            </p>
          ),
        },
        {
          heading: 'Questions',
          body: (
            <p>
              <Link href="/contact">Contact us</Link> with your order reference and we will help.
            </p>
          ),
        },
      ]}
    />
  );
}
