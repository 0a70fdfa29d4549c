import { chatLink } from '@ata/core/chat';
import type { Settings } from '@ata/core/settings';

/** The shop's TikTok profile: no owner setting exists for it. */
export const TIKTOK_URL = 'https://www.tiktok.com/@atamarket';

export interface SocialLink {
  label: string;
  href: string;
}

/** Footer socials: Facebook, Instagram, Twitter, TikTok, WhatsApp (TikTok has no setting). */
export function socialLinks(settings: Settings): SocialLink[] {
  return [
    { label: 'Facebook', href: settings.social_facebook },
    { label: 'Instagram', href: settings.social_instagram },
    { label: 'Twitter', href: settings.social_twitter },
    { label: 'TikTok', href: TIKTOK_URL },
    { label: 'WhatsApp', href: chatLink(settings.contact_whatsapp, '') },
  ].filter((link) => link.href);
}

export function SocialLinks({ settings, className }: { settings: Settings; className?: string }) {
  return (
    <ul className={`shell-social ${className ?? ''}`} aria-label="Social media">
      {socialLinks(settings).map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
