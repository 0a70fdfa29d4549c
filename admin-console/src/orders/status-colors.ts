import { DEFAULT_STATUS_COLOR, orderStatusOption } from '@ata/core/order';

/** Tints for the status colour names (core says which name each status has). */
const palette: Record<string, { bg: string; fg: string }> = {
  yellow: { bg: '#fef3c7', fg: '#854d0e' },
  teal: { bg: '#ccfbf1', fg: '#115e59' },
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  purple: { bg: '#ede9fe', fg: '#6b21a8' },
  green: { bg: '#dcfce7', fg: '#166534' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  orange: { bg: '#ffedd5', fg: '#9a3412' },
  [DEFAULT_STATUS_COLOR]: { bg: '#f3f4f6', fg: '#374151' },
};

/** The background and text colours of a colour name (grey for an unknown one). */
export const tintOf = (color: string) => palette[color] ?? palette[DEFAULT_STATUS_COLOR]!;

export function statusStyle(status: string) {
  const option = orderStatusOption(status);
  return { label: option.label, color: option.color, ...tintOf(option.color) };
}
