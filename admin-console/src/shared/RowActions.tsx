import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's Edit and Delete side by side: the last column of a table, the right end of a phone's list row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
      {children}
    </Stack>
  );
}
