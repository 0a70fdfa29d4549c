import { Link } from '@ata/ui';
import './shared.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** Breadcrumb: Home > Blog (> post title). The last crumb is the current page. */
export function Breadcrumb({ items, tone = 'dark' }: { items: Crumb[]; tone?: 'dark' | 'light' }) {
  return (
    <nav aria-label="Breadcrumb" className={`blog-breadcrumb blog-breadcrumb--${tone}`}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href ?? item.label}>
            {item.href ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
            {index < items.length - 1 && (
              <span className="blog-breadcrumb__sep" aria-hidden="true">
                &gt;
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
