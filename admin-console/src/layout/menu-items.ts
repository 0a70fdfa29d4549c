import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OutboxIcon from '@mui/icons-material/Outbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';

export interface MenuItemConfig {
  label: string;
  /** Path inside the console (react-admin prefixes /admin). */
  to: string;
  icon: ComponentType;
}

/** The admin sidebar, in order. */
export const menuItems: readonly MenuItemConfig[] = [
  { label: 'Dashboard', to: '/', icon: DashboardIcon },
  { label: 'Products', to: '/products', icon: Inventory2Icon },
  { label: 'Categories', to: '/categories', icon: CategoryIcon },
  { label: 'Orders', to: '/orders', icon: ReceiptLongIcon },
  { label: 'Delivery zones', to: '/delivery-zones', icon: LocalShippingIcon },
  { label: 'Pickup points', to: '/pickup-points', icon: StorefrontIcon },
  { label: 'Discounts', to: '/discounts', icon: LocalOfferIcon },
  { label: 'Partners', to: '/partners', icon: HandshakeIcon },
  { label: 'Recipes', to: '/recipes', icon: MenuBookIcon },
  { label: 'Blog', to: '/blog', icon: ArticleIcon },
  { label: 'Outbox', to: '/outbox', icon: OutboxIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
];
