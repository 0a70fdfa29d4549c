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
  const priced = {
    subtotalKobo: 650_000,
    discountKobo: 0,
    discountCode: null,
    deliveryLabel: null,
    deliveryKobo: 0,
    totalKobo: 650_000,
  };
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
      priced,
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
  it('checkout: each size, the address as one block, the discount with its code, delivery and the total owed', () => {
    const text = checkoutMessage({
      siteName: 'Ata Market',
      form: {
        customerName: 'Ada Obi',
        customerEmail: 'ada@x.ng',
        customerPhone: '08035550142',
        shippingAddress: '12 Admiralty Way',
        landmark: 'Opposite the filling station',
        city: 'Lekki',
        state: 'LA',
      },
      items: [
        { name: 'Crayfish', variantLabel: '250 g', price: 2500, quantity: 2 },
        { name: 'Crayfish', variantLabel: '1 kg', price: 8000, quantity: 1 },
      ],
      priced: {
        subtotalKobo: 1_300_000,
        discountKobo: 130_000,
        discountCode: 'WEEKEND10',
        deliveryLabel: 'Standard delivery (Lagos)',
        deliveryKobo: 150_000,
        totalKobo: 1_320_000,
      },
    });
    expect(text).toContain(
      '*Deliver to:*\n12 Admiralty Way\nLandmark: Opposite the filling station\nLekki, Lagos\n',
    );
    expect(text).toContain('- Crayfish (250 g), 2 x ₦2,500 = ₦5,000');
    expect(text).toContain('- Crayfish (1 kg), 1 x ₦8,000 = ₦8,000');
    expect(text).toContain(
      'Subtotal: ₦13,000\nDiscount (WEEKEND10): −₦1,300\nStandard delivery (Lagos): ₦1,500\n*Total: ₦13,200*',
    );
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
      priced,
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
