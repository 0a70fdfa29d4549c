/** The public routes and the application that owns each. */
export type RouteOwner = 'shell' | 'mfe_catalog' | 'mfe_cart_checkout' | 'mfe_blog';

export const publicRoutes: readonly { pattern: RegExp; path: string; owner: RouteOwner; title: string }[] = [
  { path: '/', pattern: /^\/$/, owner: 'mfe_catalog', title: 'Nigerian Spices & Foodstuffs' },
  { path: '/shop', pattern: /^\/shop\/?$/, owner: 'mfe_catalog', title: 'Shop' },
  { path: '/product/{id}', pattern: /^\/product\/[^/]+\/?$/, owner: 'mfe_catalog', title: 'Product' },
  { path: '/cart', pattern: /^\/cart\/?$/, owner: 'mfe_cart_checkout', title: 'Cart' },
  { path: '/checkout', pattern: /^\/checkout\/?$/, owner: 'mfe_cart_checkout', title: 'Checkout' },
  { path: '/about', pattern: /^\/about\/?$/, owner: 'shell', title: 'About Us' },
  { path: '/contact', pattern: /^\/contact\/?$/, owner: 'shell', title: 'Contact Us' },
  { path: '/blog', pattern: /^\/blog\/?$/, owner: 'mfe_blog', title: 'Blog' },
  { path: '/blog/{slug}', pattern: /^\/blog\/[^/]+\/?$/, owner: 'mfe_blog', title: 'Blog' },
  { path: '/terms', pattern: /^\/terms\/?$/, owner: 'shell', title: 'Terms of Service' },
  { path: '/privacy', pattern: /^\/privacy\/?$/, owner: 'shell', title: 'Privacy Policy' },
  { path: '/shipping', pattern: /^\/shipping\/?$/, owner: 'shell', title: 'Shipping Policy' },
];

export const matchPublicRoute = (pathname: string) =>
  publicRoutes.find((route) => route.pattern.test(pathname));

/** Any other path is not found. */
export const NOT_FOUND_TEXT = '404 Page Not Found';

/** `<title>`: the page's own title plus the brand. */
export const pageTitle = (title: string, brandName = 'Ata Market'): string => `${title} | ${brandName}`;
