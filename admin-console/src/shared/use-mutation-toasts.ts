import { useCallback, useMemo } from 'react';
import { errorToast, serverMessage, useToast } from './toast.tsx';

/** onSuccess / onError handlers raising the admin toasts (texts from core's messages). */
export function useMutationToasts() {
  const toast = useToast();
  const succeeded = useCallback(
    (title: string, description?: string, then?: () => void) => () => {
      toast({ title, description });
      then?.();
    },
    [toast],
  );
  const failed = useCallback(
    (describe: (message: string) => string) => (error: unknown) => {
      toast(errorToast(describe(serverMessage(error))));
    },
    [toast],
  );
  return useMemo(() => ({ succeeded, failed, toast }), [succeeded, failed, toast]);
}
