import { type ContactForm as ContactFormValues, contactFormSchema } from '@ata/core/contact';
import { needsScripts } from '@ata/core/html';
import { CONTACT_DELAY_MS, messages } from '@ata/core/site';
import { zodErrorsByField } from '@ata/core/validation';
import { Button, toast } from '@ata/ui';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

type Field = keyof ContactFormValues;
const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' };

const fields: { name: Field; label: string; type?: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'Your Name', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

/**
 * Contact form: validated with core's schema; 'Sending...' for 1.5 s (no network call),
 * then the 'Message Sent' toast and a reset.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const validate = (next: ContactFormValues) => {
    const result = contactFormSchema.safeParse(next);
    const found = result.success ? {} : (zodErrorsByField(result.error) as Partial<Record<Field, string>>);
    setErrors(found);
    return found;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) validate(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setSending(true);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setValues(empty);
      setSubmitted(false);
      setErrors({});
      toast(messages.contactSent);
    }, CONTACT_DELAY_MS);
  };

  return (
    <form
      ref={form}
      className="shell-form"
      {...needsScripts}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send Us a Message</h2>
      {fields.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          onChange,
          disabled: sending,
          className: 'ui-input shell-input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className="shell-field">
            <label htmlFor={id}>{field.label}</label>
            {field.multiline ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...common} />
            )}
            {error && (
              <p id={`${id}-error`} className="shell-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={sending} size="lg">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
