import { createElement } from 'react';
import { Link } from '../routing/Link.tsx';
import { type MarkdownComponents, markdownToReact } from './to-react.ts';
import './markdown.css';

// `@ata/ui/markdown`: the blog, the shell's legal pages and the admin console's preview. Its own entry
// point (not in `@ata/ui`'s index) so that the markdown parser loads only where markdown is shown.
//
// Safety: the source becomes React elements, never HTML, so raw HTML in a post (`<script>`,
// `<img onerror=…>`) is shown as text and never becomes DOM; links and images whose URL is not
// http(s), mailto/tel or relative (`javascript:`, `data:` …) are dropped: such links show as plain text.

const SAFE_URL = /^(https?:|mailto:|tel:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;
const isSafe = (url: string) => SAFE_URL.test(url.trim());
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

const components = (inApp: boolean): MarkdownComponents => ({
  a({ href, title, children }) {
    if (!href || !isSafe(href)) return <span className="ui-markdown__link-disabled">{children}</span>;
    if (isExternal(href)) {
      return (
        <a href={href} title={title} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    const Anchor = inApp ? Link : 'a';
    return (
      <Anchor href={href} title={title}>
        {children}
      </Anchor>
    );
  },
  img({ src, alt, title }) {
    if (!src || !isSafe(src)) return null;
    return <img src={src} alt={alt} title={title} loading="lazy" />;
  },
});
const pageComponents = components(false);
const inAppComponents = components(true);

export interface MarkdownProps {
  /** The post body: blank-line-separated blocks, `#`–`###` headings, lists, **bold**, *italic*, links. */
  children: string;
  className?: string;
  /** Site links navigate inside the storefront's single page (not in the admin console's preview). */
  inAppLinks?: boolean;
}

/** Renders markdown (a blog post, a legal page) as safe React elements. */
export function Markdown({ children, className, inAppLinks = false }: MarkdownProps) {
  const blocks = markdownToReact(children, inAppLinks ? inAppComponents : pageComponents);
  return createElement(
    'div',
    { className: className ? `ui-markdown ${className}` : 'ui-markdown' },
    ...blocks,
  );
}

export default Markdown;
