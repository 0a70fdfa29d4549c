import { formatNaira } from '@ata/core/format';

export interface PriceProps {
  amount: number | string;
  className?: string;
}

/** A Naira amount ('₦1,500', SPEC §9). */
export function Price({ amount, className }: PriceProps) {
  return <span className={className ? `ui-price ${className}` : 'ui-price'}>{formatNaira(amount)}</span>;
}
