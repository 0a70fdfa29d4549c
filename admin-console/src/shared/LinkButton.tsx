import { Button, type ButtonProps, IconButton, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-admin';

interface Props {
  to: string;
  label: string;
  icon: ReactNode;
  variant?: ButtonProps['variant'];
  onClick?: (event: MouseEvent) => void;
}

/** A real link (`<a href>`) styled as a button; an icon with the label as its name on phones. */
export function LinkButton({ to, label, icon, variant = 'text', onClick }: Props) {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isXSmall) {
    return (
      <Tooltip title={label}>
        <IconButton component={Link} to={to} aria-label={label} color="primary" onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button component={Link} to={to} variant={variant} startIcon={icon} size="small" onClick={onClick}>
      {label}
    </Button>
  );
}
