import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { contactFormSchema } from './schema.ts';

describe('contact form', () => {
  it('shows the exact messages', () => {
    expect(
      fieldErrors(contactFormSchema, { name: 'A', email: 'x', subject: 'B', message: 'too short' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is too short',
    });
  });
});
