import { formatDate } from '@ata/core/format';
import { Alert, Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { MessageStatusChip } from './MessageStatusChip.tsx';
import { channelLabel, type OrderMessage, templateLabel } from './order-message.ts';
import { ResendButton } from './ResendButton.tsx';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/**
 * The messages sent about an order, newest first: what, by which channel to whom, its delivery state,
 * attempts and last error, each with Resend. A list rather than a table, so a phone shows it without
 * scrolling sideways.
 */
export function MessageLog({ orderId }: { orderId: string }) {
  const { data, isPending, error } = useGetList<OrderMessage>('messages', {
    filter: { orderId },
    sort: NEWEST_FIRST,
    pagination: { page: 1, perPage: 100 },
  });
  if (error) return <Alert severity="error">Could not load the messages of this order.</Alert>;
  if (isPending) return <Typography color="text.secondary">Loading messages…</Typography>;
  if (data.length === 0) return <Typography color="text.secondary">No messages yet.</Typography>;
  return (
    <List disablePadding aria-label="Messages about this order">
      {data.map((message) => (
        <ListItem key={message.id} divider disableGutters sx={{ display: 'block', py: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography fontWeight={600}>{templateLabel(message.template)}</Typography>
            <MessageStatusChip status={message.status} />
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {channelLabel(message.channel)} to {message.recipient}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(message.createdAt)} · {message.attempts}{' '}
            {message.attempts === 1 ? 'attempt' : 'attempts'}
          </Typography>
          {message.lastError && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              Last error: {message.lastError}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <ResendButton message={message} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
