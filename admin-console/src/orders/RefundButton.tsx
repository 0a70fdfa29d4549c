import { formatKobo } from '@ata/core/money';
import { type Order, orderReference } from '@ata/core/order';
import type { RefundedPayment, RefundRequest } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import { Button, DialogContentText } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useRefresh } from 'react-admin';
import { httpClient } from '../data/http-client.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { RestockFields } from './RestockFields.tsx';
import { defaultRestock, refundRequest } from './restock-choice.ts';

/**
 * Returns a paid online order's money to the shopper through Paystack, after the owner confirms and
 * says how much of each line goes back in stock.
 */
export function RefundButton({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const [restock, setRestock] = useState(() => defaultRestock(order));
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { succeeded, failed } = useMutationToasts();
  const refund = useMutation({
    mutationFn: async (body: RefundRequest) =>
      (
        await httpClient(`/api/payments/orders/${encodeURIComponent(order.id)}/refund`, {
          method: 'POST',
          body: JSON.stringify(body),
        })
      ).json as RefundedPayment,
    onSuccess: (result) => {
      succeeded(messages.paymentRefunded, `${formatKobo(result.refundedKobo)} is on its way back`)();
      void queryClient.invalidateQueries({ queryKey: ['payment-events', order.id] });
      refresh();
    },
    onError: failed(messages.refundFailed),
    onSettled: () => setAsking(false),
  });
  const amount = order.paidAmountKobo ?? order.amountDueKobo;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={refund.isPending}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {refund.isPending ? 'Refunding…' : 'Refund payment'}
      </Button>
      <Confirm
        isOpen={asking}
        loading={refund.isPending}
        title={`Refund order ${orderReference(order.id)}?`}
        content={
          <>
            <DialogContentText>
              {`Paystack will return ${amount == null ? 'the full payment' : formatKobo(amount)} to ${order.customerEmail}. This cannot be undone.`}
            </DialogContentText>
            <RestockFields order={order} choice={restock} onChange={setRestock} />
          </>
        }
        confirm="Refund"
        confirmColor="warning"
        onConfirm={() => refund.mutate(refundRequest(order, restock))}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
