import { formatNaira } from '@ata/core/format';
import {
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { fetchReport, type Period, reportCsv, reportKey, thisMonth } from './report.ts';

function download(csv: string, period: Period) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `partners-${period.from}-to-${period.to}.csv`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/partner-report: each partner's orders and paid revenue for a period of Lagos days, as CSV too. */
export function PartnerReportPage() {
  usePageTitle(adminTitle('Partner report'));
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const valid = period.from !== '' && period.to !== '' && period.to >= period.from;
  const query = useQuery({ queryKey: reportKey(period), queryFn: () => fetchReport(period), enabled: valid });
  const rows = query.data ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Partner report" />
      <Card sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            type="date"
            label="From"
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label="To"
            value={period.to}
            error={!valid}
            helperText={valid ? 'Days in Lagos time, both included' : 'The end must not be before the start'}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            disabled={!query.data}
            onClick={() => download(reportCsv(rows, period), period)}
          >
            Export CSV
          </Button>
        </Stack>
      </Card>
      {query.isPending && valid && <Typography sx={{ mt: 2 }}>Loading the report…</Typography>}
      {query.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Could not load the report. Please try again.
        </Alert>
      )}
      {query.data && rows.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          No partners yet. Add one under Partners; orders that come through their links count here.
        </Alert>
      )}
      {rows.length > 0 && (
        <TableContainer component={Card} sx={{ mt: 2 }}>
          <Table aria-label="Orders and revenue per partner">
            <TableHead>
              <TableRow>
                <TableCell>Partner</TableCell>
                <TableCell align="right">Orders</TableCell>
                <TableCell align="right">Paid</TableCell>
                <TableCell align="right">Paid revenue</TableCell>
                <TableCell align="right">Commission</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.partnerId}>
                  <TableCell>
                    {row.name}
                    <Typography variant="body2" color="text.secondary">
                      ref={row.code}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.orders}</TableCell>
                  <TableCell align="right">{row.paidOrders}</TableCell>
                  <TableCell align="right">{formatNaira(row.paidRevenue)}</TableCell>
                  <TableCell align="right">
                    {row.commission === null ? '—' : formatNaira(row.commission)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
