import { settingsQuery } from '@ata/ui';
import { useQuery } from '@tanstack/react-query';
import { BookmarkIcon, FacebookIcon, InstagramIcon, ShareIcon, TwitterIcon } from './icons.tsx';

/**
 * Side share bar: links to the shop's social profiles (from the settings the owner edits)
 * and two buttons that, as specified, do nothing yet.
 */
export function ShareBar() {
  // The settings as stored, not filled with defaults: a profile the owner left blank is left out.
  const { data: settings } = useQuery(settingsQuery);
  const profiles = [
    { name: 'Facebook', href: settings?.social_facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: settings?.social_instagram, Icon: InstagramIcon },
    { name: 'Twitter', href: settings?.social_twitter, Icon: TwitterIcon },
  ].filter((profile) => profile.href);

  return (
    <aside className="blog-share" aria-label="Share this article">
      <span className="blog-share__label">Share</span>
      {profiles.map(({ name, href, Icon }) => (
        <a
          key={name}
          className="blog-share__button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Ata Market on ${name}`}
        >
          <Icon />
        </a>
      ))}
      <button type="button" className="blog-share__button" aria-label="Save article">
        <BookmarkIcon />
      </button>
      <button type="button" className="blog-share__button" aria-label="Share article">
        <ShareIcon />
      </button>
    </aside>
  );
}
