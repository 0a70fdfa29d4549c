import type { Order } from '@ata/core/order';
import { cleanup, render, screen } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  useList,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPhoneList } from './OrderPhoneList.tsx';

afterEach(cleanup);

const order: Order = {
  id: '0b9c2d4e-8f1a-4b3c-9d2e-1f0a9b8c7d6e',
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  items: [],
  totalAmount: 9200,
  status: 'pending',
  paymentMethod: 'paystack',
  paymentStatus: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} as unknown as Order;

function PhoneList() {
  const list = useList({ data: [order] });
  return (
    <ListContextProvider value={list}>
      <OrderPhoneList />
    </ListContextProvider>
  );
}

/** WCAG's relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(color: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const channels = hex
    ? hex.slice(1).map((part) => Number.parseInt(part, 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour `fg` shows at `alpha` over `bg`, as `rgb(…)`. */
function blend(fg: string, bg: string, alpha: number): string {
  const parts = (color: string) =>
    /^#/.test(color)
      ? [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16))
      : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [a, b] = [parts(fg), parts(bg)];
  return `rgb(${a.map((value, i) => Math.round(value * alpha + (b[i] ?? 255) * (1 - alpha))).join(', ')})`;
}

const contrast = (one: string, two: string) => {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The product of the opacities of `element` and every ancestor: how strongly it is drawn. */
function drawnOpacity(element: Element | null): number {
  let opacity = 1;
  for (let node = element; node; node = node.parentElement) {
    const value = Number.parseFloat(getComputedStyle(node).opacity);
    if (!Number.isNaN(value)) opacity *= value;
  }
  return opacity;
}

describe('the order list on a phone', () => {
  it('draws the status and payment chips readable: at least 4.5:1 on the white page', async () => {
    render(
      <AdminContext store={memoryStore()}>
        <ResourceContextProvider value="orders">
          <PhoneList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    for (const label of ['Pending', 'Paid']) {
      const text = await screen.findByText(label);
      const chip = text.closest('.MuiChip-root');
      const style = getComputedStyle(chip!);
      const opacity = drawnOpacity(chip);
      // Both the chip's text and its tint fade with the opacity, over the white page.
      const fg = blend(style.color, '#ffffff', opacity);
      const bg = blend(style.backgroundColor, '#ffffff', opacity);
      expect(opacity, label).toBe(1);
      expect(contrast(fg, bg), `${label}: ${style.color} on ${style.backgroundColor}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
