import { describe, expect, it } from 'vitest';
import { chatLink, checkoutMessage, productInquiryMessage } from './messages.ts';

describe('chat messages', () => {
  const items = [
    { name: 'Suya Spice', price: 2500, quantity: 2 },
    { name: 'Ijebu Garri', price: 1500, quantity: 1 },
  ];
  it('builds a chat link to the number with the text encoded', () => {
    expect(chatLink('+234 803-555-0142', 'Hi & bye')).toBe('https://wa.me/2348035550142?text=Hi%20%26%20bye');
  });
  it('checkout: brand, customer details, "name, quantity x price = line total", total', () => {
    const text = checkoutMessage({
      siteName: 'Ata Market',
      form: {
        customerName: 'Ada Obi',
        customerEmail: 'ada@x.ng',
        customerPhone: '08035550142',
        shippingAddress: '1 Broad St, Lagos',
      },
      items,
      total: 6500,
    });
    for (const part of [
      'Ata Market',
      'Ada Obi',
      'ada@x.ng',
      '08035550142',
      '1 Broad St, Lagos',
      'Suya Spice, 2 x ₦2,500 = ₦5,000',
      'Total: ₦6,500',
    ]) {
      expect(text).toContain(part);
    }
  });
  it('checkout, once the order exists: its reference and its tracking link', () => {
    const text = checkoutMessage({
      siteName: 'Ata Market',
      form: {
        customerName: 'Ada Obi',
        customerEmail: 'ada@x.ng',
        customerPhone: '+2348035550142',
        shippingAddress: '1 Broad St, Lagos',
      },
      items,
      total: 6500,
      reference: '3f2a9c1e...',
      trackingUrl: 'https://shop.example/track/abc',
    });
    expect(text).toContain('*Order reference:* 3f2a9c1e...');
    expect(text.trim().endsWith('*Track your order:* https://shop.example/track/abc')).toBe(true);
  });
  it('product inquiry names the product and its price', () => {
    expect(productInquiryMessage({ name: 'Ofada Rice', price: 4200 })).toContain('Ofada Rice (₦4,200)');
  });
});
