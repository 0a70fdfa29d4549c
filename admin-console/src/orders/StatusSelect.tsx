import { isClosedStatus, type Order, orderReference, settableOrderStatuses } from '@ata/core/order';
import { messages } from '@ata/core/site';
import { MenuItem, Select } from '@mui/material';
import { type SyntheticEvent, useState } from 'react';
import { useUpdate } from 'react-admin';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { ShippingNoteDialog } from './ShippingNoteDialog.tsx';
import { StatusChip } from './StatusChip.tsx';

/**
 * Sets an order's status directly: an admin may pick any open status, in any order. Cancelled and
 * refunded are final (their own buttons put stock back), so such an order shows its chip only. Shipped
 * first asks for an optional rider / tracking note, sent with the change.
 */
export function StatusSelect({ order }: { order: Pick<Order, 'id' | 'status'> }) {
  if (isClosedStatus(order.status)) return <StatusChip status={order.status} />;
  return <OpenStatusSelect order={order} />;
}

function OpenStatusSelect({ order }: { order: Pick<Order, 'id' | 'status'> }) {
  const [update, { isPending }] = useUpdate();
  const { succeeded, failed } = useMutationToasts();
  const [askingNote, setAskingNote] = useState(false);

  const save = (status: string, note?: string) => {
    update(
      'orders',
      { id: order.id, data: { status, ...(note && { note }) }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: succeeded(messages.statusUpdated),
        onError: failed(messages.orderStatusFailed),
      },
    );
  };
  const change = (status: string) => {
    if (status === order.status) return;
    // Shipped tells the shopper: first ask for the rider or tracking note that goes with it.
    if (status === 'shipped') setAskingNote(true);
    else save(status);
  };

  // The menu is a portal, but React events still bubble to the table row: stop them so a pick is not a row click.
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <>
      <Select
        onClick={stop}
        MenuProps={{ onClick: stop }}
        size="small"
        value={order.status}
        disabled={isPending}
        onChange={(event) => change(String(event.target.value))}
        renderValue={(value) => <StatusChip status={String(value)} />}
        inputProps={{ 'aria-label': `Status of order ${orderReference(order.id)}` }}
        sx={{ minWidth: 140, '& .MuiSelect-select': { py: 0.5 } }}
      >
        {settableOrderStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            <StatusChip status={status} />
          </MenuItem>
        ))}
      </Select>
      <ShippingNoteDialog
        orderId={order.id}
        open={askingNote}
        onClose={() => setAskingNote(false)}
        onShip={(note) => {
          setAskingNote(false);
          save('shipped', note);
        }}
      />
    </>
  );
}
