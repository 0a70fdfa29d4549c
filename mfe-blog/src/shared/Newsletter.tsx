import { needsScripts } from '@ata/core/html';
import { buttonClass } from '@ata/ui';
import { type FormEvent, useId } from 'react';
import './shared.css';

/**
 * The blog's 'Stay Updated' box. Inert by design (no call, no validation): submitting
 * stays on the page and does nothing else.
 */
export function Newsletter({ title = 'Stay Updated', text }: { title?: string; text: string }) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <section className="blog-newsletter" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="blog-newsletter__title">
        {title}
      </h2>
      <p className="blog-newsletter__text">{text}</p>
      <form className="blog-newsletter__form" {...needsScripts} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="ui-visually-hidden">
          Email address
        </label>
        <input id={inputId} type="email" name="email" placeholder="Enter your email" autoComplete="email" />
        <button type="submit" className={buttonClass('primary')}>
          Subscribe
        </button>
      </form>
    </section>
  );
}
