import { productInputSchema } from '@ata/core/product';
import { defaultSettings, settingsFormSchema } from '@ata/core/settings';
import { invalidProductForm, invalidProductFormErrors, validProductForm } from '@ata/core/testing';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-validate.ts';

describe('zodValidate', () => {
  it('gives react-admin the core messages by field, and nothing when valid', () => {
    const validate = zodValidate(productInputSchema);
    expect(validate(invalidProductForm)).toEqual(invalidProductFormErrors);
    expect(validate(validProductForm)).toEqual({});
  });

  it('validates settings e-mail and URL fields with their messages', () => {
    const validate = zodValidate(settingsFormSchema);
    expect(
      validate({ ...defaultSettings, contact_email: 'not an email', social_twitter: 'twitter' }),
    ).toEqual({
      contact_email: 'Invalid email address',
      social_twitter: 'Invalid URL',
    });
  });
});
