import type { Settings } from '@ata/core/settings';

/** The shop's address, phone, e-mail and WhatsApp (the owner's settings): the contact page and the tracking page. */
export function ContactList({ settings }: { settings: Settings }) {
  return (
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
  );
}
