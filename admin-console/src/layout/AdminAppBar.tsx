import { brand } from '@ata/core/site';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';

/** App bar: hamburger (react-admin's, on phones), page title, brand, and a link to the storefront. */
export function AdminAppBar() {
  return (
    <AppBar userMenu={false}>
      <Typography
        variant="subtitle1"
        component="span"
        sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
      >
        {brand.name} Admin
      </Typography>
      {/* Every screen's title (react-admin's <Title>) is the page's one h1. */}
      <TitlePortal variant="subtitle1" component="h1" />
      <Box sx={{ flex: 1 }} />
      <Tooltip title="View store">
        <IconButton color="inherit" href="/" target="_blank" rel="noopener" aria-label="View store">
          <StorefrontIcon />
        </IconButton>
      </Tooltip>
    </AppBar>
  );
}
