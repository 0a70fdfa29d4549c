import type { Settings } from '@ata/core/settings';
import { SocialLinks } from '../../footer/SocialLinks.tsx';
import { WithSettings } from '../../settings/WithSettings.tsx';
import { PageHero } from '../PageHero.tsx';
import { ContactForm } from './ContactForm.tsx';

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
      <dl className="shell-contact__list">
        <div>
          <dt>Address</dt>
          <dd>{settings.contact_address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${settings.contact_phone.replace(/\s/g, '')}`}>{settings.contact_phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
          </dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd>
            <a
              href={`https://wa.me/${settings.contact_whatsapp.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              +{settings.contact_whatsapp.replace(/\D/g, '')}
            </a>
          </dd>
        </div>
      </dl>
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
