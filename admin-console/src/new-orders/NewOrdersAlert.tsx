import { Alert, Button } from '@mui/material';
import { Link } from 'react-admin';
import { adminPath } from '../shared/paths.ts';

/** The dashboard's note of orders placed since the owner last opened the Orders list. */
export function NewOrdersAlert({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert
      severity="success"
      // Polite: it appears while the owner reads the dashboard, without taking her focus.
      role="status"
      action={
        <Button component={Link} to={adminPath('/orders')} color="inherit" size="small">
          See orders
        </Button>
      }
    >
      {count === 1 ? '1 new order' : `${count} new orders`} since you last looked at Orders
    </Alert>
  );
}
