import type { Order } from '@ata/core/order';
import { nameWithSize } from '@ata/core/product';
import { Stack, TextField, Typography } from '@mui/material';
import type { RestockChoice } from './restock-choice.ts';

/** One "back to stock" number per order line, from 0 to the quantity ordered. */
export function RestockFields({
  order,
  choice,
  onChange,
}: {
  order: Pick<Order, 'items'>;
  choice: RestockChoice;
  onChange: (choice: RestockChoice) => void;
}) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, mx: 0, mb: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2">
        Put back in stock
      </Typography>
      {order.items.map((item, index) => (
        <TextField
          key={item.variantId ?? item.productId ?? index}
          type="number"
          size="small"
          label={`${nameWithSize(item.name, item.variantLabel)} (ordered ${item.quantity})`}
          value={choice[index] ?? 0}
          disabled={!item.productId}
          onChange={(event) => {
            const next = [...choice];
            next[index] = Number(event.target.value);
            onChange(next);
          }}
          slotProps={{ htmlInput: { min: 0, max: item.quantity, step: 1 } }}
        />
      ))}
    </Stack>
  );
}
