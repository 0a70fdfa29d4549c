import { messages } from '@ata/core/site';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { adminPath } from '../shared/paths.ts';

/** Shown when /admin/products/:id does not load. */
export function ProductNotFound() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography component="h2" variant="h5" gutterBottom>
            {messages.productNotFound.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {messages.productNotFound.description}
          </Typography>
          <Button
            component={Link}
            to={adminPath('/products')}
            variant="contained"
            startIcon={<ArrowBackIcon />}
          >
            Back to Products
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
