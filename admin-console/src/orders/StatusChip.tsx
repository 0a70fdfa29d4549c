import { Chip } from '@mui/material';
import { statusStyle } from './status-colors.ts';

/** A state's words on its tint (order statuses, message delivery states). */
export function TintedChip({ style }: { style: { label: string; color: string; bg: string; fg: string } }) {
  return (
    <Chip
      size="small"
      label={style.label}
      data-status-color={style.color}
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 600 }}
    />
  );
}

export const StatusChip = ({ status }: { status: string }) => <TintedChip style={statusStyle(status)} />;
