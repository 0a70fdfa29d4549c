import type { ReactNode } from 'react';

export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="shell-hero">
      <div className="shell-container">
        {eyebrow && <p className="shell-hero__eyebrow">{eyebrow}</p>}
        <h1 className="shell-hero__title">{title}</h1>
        {children && <div className="shell-hero__lead">{children}</div>}
      </div>
    </section>
  );
}
