import type { Settings } from '@ata/core/settings';
import { SocialLinks } from '../../footer/SocialLinks.tsx';
import { WithSettings } from '../../settings/WithSettings.tsx';
import { PageHero } from '../PageHero.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactList } from './ContactList.tsx';

/** Business hours. */
const hours = [
  { days: 'Monday - Friday', time: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', time: 'Closed' },
];

/** Contact: details from the owner's settings (defaults while loading), hours, socials, form. */
export default function Contact() {
  return (
    <article className="shell-page">
      <PageHero eyebrow="Contact Us" title="Get in Touch">
        <p>Questions about an order, a product or a bulk purchase? We are happy to help.</p>
      </PageHero>
      <div className="shell-container shell-section shell-contact">
        <WithSettings>{(settings) => <ContactDetails settings={settings} />}</WithSettings>
        <ContactForm />
      </div>
    </article>
  );
}

function ContactDetails({ settings }: { settings: Settings }) {
  return (
    <section className="shell-contact__details" aria-labelledby="contact-details">
      <h2 id="contact-details">Contact Information</h2>
      <ContactList settings={settings} />
      <h2>Business Hours</h2>
      <table className="shell-hours">
        <tbody>
          {hours.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Follow Us</h2>
      <SocialLinks settings={settings} />
    </section>
  );
}
