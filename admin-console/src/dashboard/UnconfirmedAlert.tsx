import { messages } from '@ata/core/site';
import { Alert, Button } from '@mui/material';
import { Link } from 'react-admin';
import { adminPath } from '../shared/paths.ts';

const PENDING_ORDERS = adminPath(
  `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
);

/** The dashboard's warning about pay-on-delivery orders the owner has not confirmed in time. */
export function UnconfirmedAlert({ count }: { count: number }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={Link} to={PENDING_ORDERS} color="inherit" size="small">
          See pending orders
        </Button>
      }
    >
      {messages.unconfirmedOrders(count)}
    </Alert>
  );
}
