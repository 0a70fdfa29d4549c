import { Box, Divider } from '@mui/material';
import { Menu } from 'react-admin';
import { OrdersMenuItem } from '../new-orders/OrdersMenuItem.tsx';
import { adminPath } from '../shared/paths.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { menuItems } from './menu-items.ts';

/**
 * The sidebar from its config list (Orders with its new-orders badge), with Logout at the bottom (inside the
 * menu: a menu item needs one).
 */
export function AdminMenu() {
  return (
    <Box component="nav" aria-label="Admin">
      <Menu>
        {menuItems.map(({ label, to, icon: Icon }) =>
          to === '/orders' ? (
            <OrdersMenuItem key={to} label={label} to={to} icon={<Icon />} />
          ) : (
            <Menu.Item key={to} to={adminPath(to)} primaryText={label} leftIcon={<Icon />} />
          ),
        )}
        <Divider component="li" sx={{ my: 1 }} />
        <LogoutButton />
      </Menu>
    </Box>
  );
}
