import { messages } from '@ata/core/site';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { httpClient } from '../data/http-client.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { channelLabel, type OrderMessage, templateLabel } from './order-message.ts';

/** Queues the message again (a new row in the log, same content); the log then shows it. */
export function ResendButton({ message }: { message: OrderMessage }) {
  const refresh = useRefresh();
  const { succeeded, failed } = useMutationToasts();
  const resend = useMutation({
    mutationFn: async () =>
      (
        await httpClient(`/api/messages/${encodeURIComponent(message.id)}/resend`, {
          method: 'POST',
          body: JSON.stringify({}),
        })
      ).json as { id: string },
    onSuccess: succeeded(messages.messageResent, undefined, refresh),
    onError: failed(messages.resendFailed),
  });
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
      // Several messages share the button's word: the name says which one it sends.
      aria-label={`Resend ${templateLabel(message.template)} by ${channelLabel(message.channel)} to ${message.recipient}`}
    >
      {resend.isPending ? 'Resending…' : 'Resend'}
    </Button>
  );
}
