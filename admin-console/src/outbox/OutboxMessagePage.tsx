import { formatDate } from '@ata/core/format';
import type { OutboxMail } from '@ata/core/message';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { channelLabel } from '../orders/order-message.ts';
import { LinkButton } from '../shared/LinkButton.tsx';
import { adminPath } from '../shared/paths.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { fetchOutboxMessage, isNotFound, outboxKey } from './outbox-api.ts';

/** /admin/outbox/:id: one caught message as its reader would get it. */
export function OutboxMessagePage() {
  const { id = '' } = useParams();
  usePageTitle(adminTitle('Outbox'));
  const query = useQuery({ queryKey: outboxKey(id), queryFn: () => fetchOutboxMessage(id) });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Outbox" />
      <Box>
        <LinkButton to={adminPath('/outbox')} label="Back to Outbox" icon={<ArrowBackIcon />} />
      </Box>
      {query.isPending && <Typography color="text.secondary">Loading the message…</Typography>}
      {query.error && (
        <Alert severity={isNotFound(query.error) ? 'info' : 'error'}>
          {isNotFound(query.error)
            ? 'This message is no longer in the outbox.'
            : 'Could not load the message. Please try again.'}
        </Alert>
      )}
      {query.data && <CaughtMessage message={query.data} />}
    </Stack>
  );
}

function CaughtMessage({ message }: { message: OutboxMail }) {
  const rows: [string, string][] = [
    ['Channel', channelLabel(message.channel)],
    ['From', message.from],
    ['To', message.to],
    ['Time', formatDate(message.createdAt)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject || `${channelLabel(message.channel)} message`}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, my: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {message.html && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              As the customer sees it
            </Typography>
            {/* The mail's HTML is someone else's markup: an empty sandbox runs no script, submits no form and
                opens nothing, and the frame's opaque origin reaches nothing of the console. */}
            <Box
              component="iframe"
              sandbox=""
              srcDoc={message.html}
              title={`E-mail: ${message.subject ?? 'message'}`}
              sx={{
                width: '100%',
                height: 480,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: '#fff',
              }}
            />
          </>
        )}
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          {message.html ? 'Plain text' : 'Text'}
        </Typography>
        <Box
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, mt: 1 }}
        >
          {message.text}
        </Box>
      </CardContent>
    </Card>
  );
}
