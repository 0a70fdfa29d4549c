import { messageStatusStyle } from './order-message.ts';
import { TintedChip } from './StatusChip.tsx';

/** A message's delivery state: queued, sent, delivered, read or failed. */
export const MessageStatusChip = ({ status }: { status: string }) => (
  <TintedChip style={messageStatusStyle(status)} />
);
