import { defaultSettings } from '@ata/core/settings';
import { describe, expect, it } from 'vitest';
import { type MessageOrder, orderContent } from './content.ts';

const order: MessageOrder = {
  id: '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b',
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '+2348031234567',
  shippingAddress: '12 Admiralty Way',
  landmark: 'Opposite the filling station',
  city: 'Lekki',
  state: 'LA',
  items: [
    { productId: 'p', variantId: 'v1', variantLabel: '250 g', name: 'Crayfish', price: 2500, quantity: 2 },
    { productId: 'p', variantId: 'v2', variantLabel: '1 kg', name: 'Crayfish', price: 8000, quantity: 1 },
  ],
  status: 'pending',
  paymentMethod: 'whatsapp',
  paymentStatus: 'unpaid',
  trackingToken: 'abcdefghijklmnopqrstuvwxyz012345',
  deliveryLabel: 'Standard delivery (Lagos)',
  deliveryFeeKobo: 150_000,
  discountCode: 'WEEKEND10',
  discountKobo: 130_000,
  subtotalKobo: 1_300_000,
  totalKobo: 1_320_000,
};

const details = (template: 'order-confirmation' | 'order-placed-owner') =>
  Object.fromEntries(
    orderContent(template, order, defaultSettings, 'https://shop.example').details.map((row) => [
      row.label,
      row.value,
    ]),
  );

describe('order messages', () => {
  it.each(['order-confirmation', 'order-placed-owner'] as const)(
    '%s: each size, the discount with its code, the option and its fee, the total owed, the address as one block',
    (template) => {
      expect(details(template)).toMatchObject({
        Items: '2 × Crayfish (250 g)\n1 × Crayfish (1 kg)',
        Subtotal: '₦13,000',
        'Discount (WEEKEND10)': '−₦1,300',
        'Standard delivery (Lagos)': '₦1,500',
        Total: '₦13,200',
        'Deliver to': '12 Admiralty Way\nLandmark: Opposite the filling station\nLekki, Lagos',
      });
    },
  );

  it("the owner's WhatsApp alert names the total and the address on one line (a template parameter)", () => {
    const alert = orderContent('order-placed-owner', order, defaultSettings, 'https://shop.example');
    expect(alert.params).toContain('₦13,200');
    expect(alert.params).toContain('12 Admiralty Way, Landmark: Opposite the filling station, Lekki, Lagos');
    expect(alert.subject).toContain('₦13,200');
  });
});
