import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu } from 'react-admin';
import { adminPath } from '../shared/paths.ts';
import { useNewOrders } from './use-new-orders.ts';

/** Read by screen readers only: the badge's number says "new" to them. */
const spokenOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The sidebar's Orders link with the count of new orders. Its name comes from what it shows ("Orders 3"),
 * plus " new" for screen readers: a name that does not contain the visible text ("Orders, 3 new" over
 * "Orders 3") fails WCAG 2.5.3, since a voice user says what she sees.
 */
export function OrdersMenuItem({ label, to, icon }: { label: string; to: string; icon: ReactElement }) {
  const { count } = useNewOrders();
  return (
    <Menu.Item
      to={adminPath(to)}
      leftIcon={icon}
      primaryText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>{label}</span>
          {count > 0 && ' '}
          {count > 0 && (
            <Box
              component="span"
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
          {count > 0 && (
            <Box component="span" sx={spokenOnly}>
              {' new'}
            </Box>
          )}
        </Box>
      }
    />
  );
}
