import { messages } from '@ata/core/site';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useRefresh } from 'react-admin';
import { httpClient } from '../data/http-client.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';

/** The shipping policy's zones in one action, after a confirmation (they replace the owner's). */
export function ExampleZonesButton() {
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { succeeded, failed } = useMutationToasts();
  const apply = useMutation({
    mutationFn: () => httpClient('/api/delivery-zones/example', { method: 'POST' }),
    onSuccess: succeeded(messages.saved, 'The example zones are applied', refresh),
    onError: failed(messages.recordSaveFailed('delivery zones')),
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => setAsking(true)}
        disabled={apply.isPending}
      >
        Apply the example zones
      </Button>
      <Confirm
        isOpen={asking}
        title="Apply the example zones?"
        content="Your zones are replaced by Lagos, South-West, Abuja and the rest of Nigeria, priced as the shipping policy says."
        onConfirm={() => {
          setAsking(false);
          apply.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
