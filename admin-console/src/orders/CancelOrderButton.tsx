import { isPayOnDelivery, type Order, orderCancelSchema, orderReference } from '@ata/core/order';
import { messages } from '@ata/core/site';
import { fieldErrors } from '@ata/core/validation';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRefresh } from 'react-admin';
import { httpClient } from '../data/http-client.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';

/**
 * Whether the owner may cancel it here (the server says the same): an order paid online is refunded instead;
 * one paid on delivery may still be cancelled (the owner settles with the shopper by hand).
 */
export const canCancel = (order: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'>) =>
  ['pending', 'confirmed', 'paid'].includes(order.status) &&
  (order.paymentStatus !== 'paid' || isPayOnDelivery(order.paymentMethod));

/** Cancels an order with the owner's reason; its stock goes back on sale. */
export function CancelOrderButton({
  order,
}: {
  order: Pick<Order, 'id' | 'status' | 'paymentStatus' | 'paymentMethod'>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const refresh = useRefresh();
  const { succeeded, failed } = useMutationToasts();
  const cancel = useMutation({
    mutationFn: async (body: { reason: string }) =>
      (
        await httpClient(`/api/orders/${encodeURIComponent(order.id)}/cancel`, {
          method: 'POST',
          body: JSON.stringify(body),
        })
      ).json as Order,
    onSuccess: () => {
      succeeded(messages.orderCancelled)();
      setOpen(false);
      refresh();
    },
    onError: failed(messages.cancelFailed),
  });
  if (!canCancel(order)) return null;
  const submit = () => {
    const invalid = fieldErrors(orderCancelSchema, { reason }).reason;
    if (invalid) setError(invalid);
    else cancel.mutate({ reason });
  };
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{messages.cancelDialogTitle(orderReference(order.id))}</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.cancelDialogText}</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            required
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep order</Button>
          <Button color="error" variant="contained" onClick={submit} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
