import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu } from 'react-admin';
import { adminPath } from '../shared/paths.ts';
import { useNewOrders } from './use-new-orders.ts';

/** The sidebar's Orders link with the count of new orders: its name says it ("Orders, 3 new"). */
export function OrdersMenuItem({ label, to, icon }: { label: string; to: string; icon: ReactElement }) {
  const { count } = useNewOrders();
  const name = count > 0 ? `${label}, ${count} new` : undefined;
  return (
    <Menu.Item
      to={adminPath(to)}
      aria-label={name}
      leftIcon={icon}
      primaryText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>{label}</span>
          {count > 0 && (
            <Box
              component="span"
              aria-hidden
              sx={{
                ml: 'auto',
                px: 0.75,
                minWidth: 22,
                borderRadius: 11,
                bgcolor: '#b91c1c',
                color: '#fff',
                fontSize: 12,
                fontWeight: 700,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {count > 99 ? '99+' : count}
            </Box>
          )}
        </Box>
      }
    />
  );
}
