import { Chip } from '@mui/material';
import { statusStyle } from './status-colors.ts';

export function StatusChip({ status }: { status: string }) {
  const style = statusStyle(status);
  return (
    <Chip
      size="small"
      label={style.label}
      data-status-color={style.color}
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 600 }}
    />
  );
}
