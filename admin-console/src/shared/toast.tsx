import type { ToastText } from '@ata/core/site';
import { TOAST_DURATION_MS } from '@ata/core/site';
import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export interface AdminToast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive';
}

/** Admin toasts have a title and a description; react-admin's snackbar renders this element as is. */
function ToastContent({ title, description, variant }: AdminToast) {
  return (
    <Alert
      severity={variant === 'destructive' ? 'error' : 'success'}
      variant="filled"
      elevation={6}
      sx={{ minWidth: 280, maxWidth: 480 }}
      data-testid="admin-toast"
    >
      <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  );
}

/** Raises one toast through react-admin's notification queue (one at a time, 5 s). */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (toast: AdminToast | ToastText) => {
      const variant = 'variant' in toast ? toast.variant : undefined;
      notify(<ToastContent {...toast} variant={variant} />, {
        type: variant === 'destructive' ? 'error' : 'success',
        autoHideDuration: TOAST_DURATION_MS,
      });
    },
    [notify],
  );
}

/** "Failed to …: {message}" toasts, titled 'Error'; the wording comes from core's messages. */
export const errorToast = (description: string): AdminToast => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

/** The server's own message from an HttpError (`{ message }` body) or any error. */
export function serverMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string') return body.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' ? error : 'Unknown error';
}
