import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RevenueChart } from './RevenueChart.tsx';

afterEach(cleanup);

describe('RevenueChart', () => {
  it("states the window's total, to the kobo", () => {
    const series = [
      { day: '2026-11-20', revenue: 0.1 },
      { day: '2026-11-21', revenue: 0.2 },
      { day: '2026-11-22', revenue: 13_999.93 },
    ];
    render(<RevenueChart series={series} />);
    expect(screen.getByText('₦14,000.23')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Revenue per day over the last 3 days, ₦14,000.23 in total' }),
    ).toBeTruthy();
  });
});
