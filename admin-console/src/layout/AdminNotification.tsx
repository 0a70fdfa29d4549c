import { Notification } from 'react-admin';

/**
 * react-admin's one-at-a-time snackbar, lifted above the save toolbar that phones pin to the bottom
 * of the screen, so a toast never hides the Save button.
 */
export function AdminNotification() {
  return <Notification sx={{ bottom: { xs: 72, sm: 24 } }} />;
}
