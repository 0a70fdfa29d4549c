import { formatKobo, formatNaira, nairaToKobo } from '@ata/core/money';
import { Box, Card, CardContent, CardHeader, Tooltip } from '@mui/material';

/** Revenue per day as plain bars (no chart library: a few divs are all 30 points need). */
export function RevenueChart({ series }: { series: { day: string; revenue: number }[] }) {
  const max = Math.max(1, ...series.map((point) => point.revenue));
  // Each day's figure is exact naira (summed in kobo by revenueByDay): the window's total is summed in kobo too.
  const total = formatKobo(series.reduce((sum, point) => sum + nairaToKobo(point.revenue), 0));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title="Revenue, last 30 days"
        subheader={total}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
      />
      <CardContent>
        <Box
          role="img"
          aria-label={`Revenue per day over the last ${series.length} days, ${total} in total`}
          sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 160 }}
        >
          {series.map((point) => (
            // describeChild: the day's figure describes the bar (a plain <div> may not carry an aria-label).
            <Tooltip key={point.day} title={`${point.day}: ${formatNaira(point.revenue)}`} describeChild>
              <Box
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: `${Math.max(2, (point.revenue / max) * 100)}%`,
                  bgcolor: point.revenue > 0 ? 'primary.main' : 'divider',
                  borderRadius: '3px 3px 0 0',
                }}
              />
            </Tooltip>
          ))}
        </Box>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            mt: 1,
            color: 'text.secondary',
            fontSize: 12,
          }}
        >
          <span>{series[0]?.day}</span>
          <span>{series.at(-1)?.day}</span>
        </Box>
      </CardContent>
    </Card>
  );
}
