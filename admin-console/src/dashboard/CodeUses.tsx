import { formatNaira } from '@ata/core/format';
import { Card, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';

/** Uses per discount code (orders not cancelled or refunded) and what each took off. */
export function CodeUses({
  codes,
}: {
  codes: { code: string; uses: number; discount: number }[] | undefined;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title="Discount codes used"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
      />
      {codes?.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No order has used a code yet
        </Typography>
      )}
      <List dense disablePadding>
        {codes?.map((code) => (
          <ListItem key={code.code}>
            <ListItemText
              primary={code.code}
              secondary={`${code.uses} ${code.uses === 1 ? 'order' : 'orders'} · ${formatNaira(code.discount)} off`}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
