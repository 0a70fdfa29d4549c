import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ComponentType } from 'react';

interface Props {
  label: string;
  value: string | number | undefined;
  icon: ComponentType<{ fontSize?: 'large' }>;
  tint: string;
  /** A second line under the figure. */
  detail?: string;
}

export function StatCard({ label, value, icon: Icon, tint, detail }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: tint, bgcolor: `${tint}1a`, borderRadius: 2, p: 1, display: 'flex' }} aria-hidden>
          <Icon fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700} data-testid={`stat-${label}`}>
            {value === undefined ? <Skeleton width={80} /> : value}
          </Typography>
          {detail && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              data-testid={`stat-detail-${label}`}
            >
              {detail}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
