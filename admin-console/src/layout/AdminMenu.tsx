import { Box, Divider } from '@mui/material';
import { Menu } from 'react-admin';
import { adminPath } from '../shared/paths.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { menuItems } from './menu-items.ts';

/** The sidebar from its config list, with Logout at the bottom. */
export function AdminMenu() {
  return (
    <Box component="nav" aria-label="Admin" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu>
        {menuItems.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} to={adminPath(to)} primaryText={label} leftIcon={<Icon />} />
        ))}
      </Menu>
      <Divider sx={{ my: 1 }} />
      <LogoutButton />
    </Box>
  );
}
