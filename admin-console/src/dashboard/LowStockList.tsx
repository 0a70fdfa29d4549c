import {
  Card,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link } from 'react-admin';
import { adminPath } from '../shared/paths.ts';
import type { LowStockLine } from './stats.ts';

const SHOWN = 8;

/** Products (size by size) running out, each linking to its edit form. */
export function LowStockList({ products }: { products: LowStockLine[] | undefined }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="Low stock" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      {products?.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Every product is well stocked
        </Typography>
      )}
      <List dense disablePadding>
        {products?.slice(0, SHOWN).map((product) => (
          <ListItem key={product.key} disablePadding>
            <ListItemButton component={Link} to={adminPath(`/products/${product.id}`)}>
              <ListItemText primary={product.name} />
              <Chip
                size="small"
                color={product.stock <= 0 ? 'error' : 'warning'}
                label={product.stock <= 0 ? 'Out of Stock' : `${product.stock} left`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
