import type { ReactNode } from 'react';
import './shared.css';

/** Error, empty and not-found screens: a title, a line of help and an optional way out. */
export function StateMessage({
  title,
  text,
  action,
  role,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="blog-state" role={role}>
      <Heading className="blog-state__title">{title}</Heading>
      <p className="blog-state__text">{text}</p>
      {action && <div className="blog-state__action">{action}</div>}
    </div>
  );
}
