import { needsScripts } from '@ata/core/html';
import { messages, NEWSLETTER_DELAY_MS } from '@ata/core/site';
import { isValidEmail } from '@ata/core/validation';
import { buttonClass, toast } from '@ata/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** Simulated signup — validate, 'Subscribing...' for 1 s, success toast, field cleared. */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [subscribing, setSubscribing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribing) return;
    if (!isValidEmail(email.trim())) {
      toast({ ...messages.invalidNewsletterEmail, variant: 'destructive' });
      return;
    }
    setSubscribing(true);
    timer.current = setTimeout(() => {
      setSubscribing(false);
      setEmail('');
      toast(messages.newsletterSubscribed);
    }, NEWSLETTER_DELAY_MS);
  };

  return (
    <section className="cat-newsletter" aria-labelledby="cat-newsletter-title">
      <div className="cat-page cat-newsletter__inner">
        <div>
          <h2 id="cat-newsletter-title" className="cat-newsletter__title">
            Join Our Newsletter
          </h2>
          <p className="cat-newsletter__lead">
            Recipes, new arrivals and market-day offers, straight to your inbox.
          </p>
        </div>
        <form className="cat-newsletter__form" {...needsScripts} onSubmit={subscribe} noValidate>
          <label htmlFor={inputId} className="ui-visually-hidden">
            Email address
          </label>
          <input
            id={inputId}
            className="ui-input cat-input cat-newsletter__input"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <button
            type="submit"
            className={buttonClass('primary', 'md', 'cat-newsletter__button')}
            disabled={subscribing}
          >
            {subscribing ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
