import { Chip } from '@mui/material';
import { messageStatusStyle } from './order-message.ts';

/** A message's delivery state: queued, sent, delivered, read or failed. */
export function MessageStatusChip({ status }: { status: string }) {
  const style = messageStatusStyle(status);
  return (
    <Chip
      size="small"
      label={style.label}
      data-status-color={style.color}
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 600 }}
    />
  );
}
