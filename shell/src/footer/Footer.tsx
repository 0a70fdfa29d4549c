import { needsScripts } from '@ata/core/html';
import { brand, footerQuickLinks, legalLinks, shopNavCategories } from '@ata/core/site';
import { Link } from '@ata/ui';
import type { FormEvent } from 'react';
import { WithSettings } from '../settings/WithSettings.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import './footer.css';

const ignoreSubmit = (event: FormEvent) => event.preventDefault();

function LinkGroup({
  title,
  links,
  id,
}: {
  title: string;
  links: readonly { label: string; href: string }[];
  id?: string;
}) {
  return (
    <nav className="shell-footer__group" aria-label={title} id={id}>
      <h2 className="shell-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer: brand, contact, socials, link groups, an inert newsletter box and the copyright line. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__grid">
        <section className="shell-footer__brand" aria-label="About the shop">
          <p className="shell-footer__name">{brand.name}</p>
          <p className="shell-footer__tagline">{brand.tagline}</p>
          <p className="shell-footer__blurb">{brand.blurb}</p>
          <WithSettings>
            {(settings) => (
              <>
                <address className="shell-footer__contact">
                  <span>{settings.contact_address}</span>
                  <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
                  <a href={`tel:${settings.contact_phone.replace(/\s/g, '')}`}>{settings.contact_phone}</a>
                </address>
                <SocialLinks settings={settings} />
              </>
            )}
          </WithSettings>
        </section>
        {/* The header's menu icon leads here before the page's scripts have run. */}
        <LinkGroup title="Quick Links" links={footerQuickLinks} id="shell-footer-links" />
        <LinkGroup title="Categories" links={shopNavCategories} />
        <LinkGroup title="Legal" links={legalLinks} />
        <section className="shell-footer__newsletter" aria-labelledby="shell-footer-newsletter">
          <h2 id="shell-footer-newsletter" className="shell-footer__heading">
            Newsletter
          </h2>
          <p>Recipes, new arrivals and market news, once a month.</p>
          {/* The footer newsletter is inert (no submit behaviour, no validation). */}
          <form className="shell-footer__form" {...needsScripts} onSubmit={ignoreSubmit}>
            <label htmlFor="shell-footer-email" className="ui-visually-hidden">
              Newsletter email address
            </label>
            <input
              id="shell-footer-email"
              type="email"
              className="ui-input shell-input"
              placeholder="Your email address"
            />
            <button type="submit" className="ui-btn ui-btn--primary">
              Subscribe
            </button>
          </form>
        </section>
      </div>
      <div className="shell-footer__bottom">
        <p className="shell-container">
          {`© ${year} ${brand.name}. All rights reserved. Founded by ${brand.founder}.`}
        </p>
      </div>
    </footer>
  );
}
