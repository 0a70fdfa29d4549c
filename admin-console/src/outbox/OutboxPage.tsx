import { formatDate } from '@ata/core/format';
import type { OutboxItem } from '@ata/core/message';
import { Alert, Box, Card, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title } from 'react-admin';
import { channelLabel } from '../orders/order-message.ts';
import { adminPath } from '../shared/paths.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { fetchOutbox, isNotFound, outboxKey } from './outbox-api.ts';

/** What a caught message is called in the list: an e-mail's subject, a chat message's channel. */
const headline = (item: OutboxItem) => item.subject || `${channelLabel(item.channel)} message`;

/**
 * /admin/outbox: the messages the local stand-ins caught (no mail server or WhatsApp account configured),
 * newest first as the API lists them, each opening in full.
 */
export function OutboxPage() {
  usePageTitle(adminTitle('Outbox'));
  const query = useQuery({ queryKey: outboxKey(), queryFn: fetchOutbox });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Outbox" />
      {query.isPending && <Typography color="text.secondary">Loading the outbox…</Typography>}
      {query.error && isNotFound(query.error) && (
        <Alert severity="info">
          Messages are going out for real: the shop sends e-mail through its mail server, so there is no
          outbox to read here. Each order's page shows the messages sent about it.
        </Alert>
      )}
      {query.error && !isNotFound(query.error) && (
        <Alert severity="error">Could not load the outbox. Please try again.</Alert>
      )}
      {query.data?.length === 0 && (
        <Alert severity="info">
          No messages yet. When an order is placed, the alert to you and the customer's confirmation appear
          here.
        </Alert>
      )}
      {query.data && query.data.length > 0 && (
        <Card>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
            No mail server or WhatsApp account is configured, so messages are kept here instead of being sent.
          </Typography>
          <List aria-label="Caught messages">
            {query.data.map((item) => (
              <ListItem key={item.id} disablePadding divider>
                <ListItemButton component={Link} to={adminPath(`/outbox/${encodeURIComponent(item.id)}`)}>
                  <ListItemText
                    primary={headline(item)}
                    secondary={`${channelLabel(item.channel)} to ${item.to} · ${formatDate(item.createdAt)}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
