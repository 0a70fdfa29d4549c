import { messages } from '@ata/core/site';
import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useSidebarState } from 'react-admin';
import { errorToast, useToast } from '../shared/toast.tsx';

/** Sidebar (and user menu) Logout: ends the session, clears cached data, returns to the login screen. */
export const LogoutButton = forwardRef<HTMLLIElement>(function LogoutButton(_props, ref) {
  const logout = useLogout();
  const toast = useToast();
  const [open] = useSidebarState();

  const onClick = async () => {
    try {
      await logout({ manual: true });
      toast(messages.loggedOut);
    } catch {
      toast(errorToast(messages.logoutFailed.description));
    }
  };

  return (
    <MenuItem ref={ref} onClick={onClick} sx={{ py: 1.25 }} aria-label="Logout">
      <ListItemIcon sx={{ minWidth: 40 }}>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      {open && <ListItemText primary="Logout" />}
    </MenuItem>
  );
});
