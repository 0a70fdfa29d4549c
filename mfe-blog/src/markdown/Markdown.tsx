import ReactMarkdown, { type Components } from 'react-markdown';
import './markdown.css';

// Shared with the admin console's preview (`@ata/mfe-blog/markdown`): import nothing from the storefront.
//
// Safety: there is no rehype-raw, so raw HTML in a post (`<script>`, `<img onerror=…>`) is shown as
// text and never becomes DOM; react-markdown's default `urlTransform` empties `javascript:`, `data:`
// and other unsafe URLs, and such links are rendered as plain text below.

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    if (!href) return <span className="blog-md-link-disabled">{children}</span>;
    if (isExternal(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    }
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
  img({ src, alt, node: _node, ...rest }) {
    if (!src) return null;
    return <img src={src} alt={alt ?? ''} loading="lazy" {...rest} />;
  },
};

export interface MarkdownProps {
  /** The post body: blank-line-separated blocks, `#`–`###` headings, lists, **bold**, *italic*, links. */
  children: string;
  className?: string;
}

/** Renders a blog post's markdown as safe React elements. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `blog-markdown ${className}` : 'blog-markdown'}>
      <ReactMarkdown components={components}>{children}</ReactMarkdown>
    </div>
  );
}

export default Markdown;
