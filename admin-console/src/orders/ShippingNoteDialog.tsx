import { orderReference } from '@ata/core/order';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type SyntheticEvent, useId, useState } from 'react';

/** The longest rider / tracking note the API keeps. */
export const SHIPPING_NOTE_MAX = 300;

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onShip: (note: string) => void;
}

/** Asks, when an order is marked shipped, for an optional note for the shopper: the rider, a tracking number. */
export function ShippingNoteDialog({ orderId, open, onClose, onShip }: Props) {
  const [note, setNote] = useState('');
  const titleId = useId();
  // The dialog is a portal, but React events still bubble to an order list's row: keep them here.
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} onClick={stop} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Mark order {orderReference(orderId)} shipped</DialogTitle>
      <DialogContent>
        <TextField
          label="Rider / tracking note"
          helperText="Optional: the rider's name and phone, or a tracking number. The customer sees it."
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: SHIPPING_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not yet</Button>
        <Button
          variant="contained"
          onClick={() => {
            onShip(note.trim());
            setNote('');
          }}
        >
          Mark shipped
        </Button>
      </DialogActions>
    </Dialog>
  );
}
