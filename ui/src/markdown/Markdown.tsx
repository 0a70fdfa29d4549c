import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from '../link.tsx';
import './markdown.css';

// `@ata/ui/markdown`: the blog, the shell's legal pages and the admin console's preview. Its own entry
// point (not in `@ata/ui`'s index) so that react-markdown loads only where markdown is shown.
//
// Safety: there is no rehype-raw, so raw HTML in a post (`<script>`, `<img onerror=…>`) is shown as
// text and never becomes DOM; react-markdown's default `urlTransform` empties `javascript:`, `data:`
// and other unsafe URLs, and such links are rendered as plain text below.

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

const components = (inApp: boolean): Components => ({
  a({ href, children, node: _node, ...rest }) {
    if (!href) return <span className="ui-markdown__link-disabled">{children}</span>;
    if (isExternal(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    }
    const Anchor = inApp ? Link : 'a';
    return (
      <Anchor href={href} {...rest}>
        {children}
      </Anchor>
    );
  },
  img({ src, alt, node: _node, ...rest }) {
    if (!src) return null;
    return <img src={src} alt={alt ?? ''} loading="lazy" {...rest} />;
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
  return (
    <div className={className ? `ui-markdown ${className}` : 'ui-markdown'}>
      <ReactMarkdown components={inAppLinks ? inAppComponents : pageComponents}>{children}</ReactMarkdown>
    </div>
  );
}

export default Markdown;
