import { formatKobo } from '@ata/core/money';
import { type Order, orderReference } from '@ata/core/order';
import type { RefundedPayment } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useRefresh } from 'react-admin';
import { httpClient } from '../data/http-client.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';

/** Returns a paid online order's money to the shopper through Paystack, after the owner confirms. */
export function RefundButton({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { succeeded, failed } = useMutationToasts();
  const refund = useMutation({
    mutationFn: async () =>
      (await httpClient(`/api/payments/orders/${encodeURIComponent(order.id)}/refund`, { method: 'POST' }))
        .json as RefundedPayment,
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
        content={`Paystack will return ${amount == null ? 'the full payment' : formatKobo(amount)} to ${order.customerEmail}. This cannot be undone.`}
        confirm="Refund"
        confirmColor="warning"
        onConfirm={() => refund.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
