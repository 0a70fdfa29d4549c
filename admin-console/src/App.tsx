import { type ComponentType, lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { BlogEditRedirect } from './blog/BlogEditRedirect.tsx';
import { dataProvider } from './data/data-provider.ts';
import { createAdminQueryClient } from './data/query-client.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotification } from './layout/AdminNotification.tsx';
import { adminTheme } from './layout/theme.ts';
import { ADMIN_BASENAME, adminPath } from './shared/paths.ts';

const queryClient = createAdminQueryClient();

/**
 * React.lazy for a screen exported by name: each screen, with what only it uses (the blog editor's markdown,
 * the dashboard's chart, image upload), is a chunk of its own, fetched on the first visit, so the login
 * screen loads only the shell. react-admin's layout shows its loader meanwhile.
 */
const screen = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const Dashboard = screen(() => import('./dashboard/Dashboard.tsx'), 'Dashboard');
const ProductList = screen(() => import('./products/ProductList.tsx'), 'ProductList');
const ProductCreate = screen(() => import('./products/ProductCreate.tsx'), 'ProductCreate');
const ProductEdit = screen(() => import('./products/ProductEdit.tsx'), 'ProductEdit');
const CategoryList = screen(() => import('./categories/CategoryList.tsx'), 'CategoryList');
const OrderList = screen(() => import('./orders/OrderList.tsx'), 'OrderList');
const OrderShow = screen(() => import('./orders/OrderShow.tsx'), 'OrderShow');
const BlogList = screen(() => import('./blog/BlogList.tsx'), 'BlogList');
const BlogCreate = screen(() => import('./blog/BlogCreate.tsx'), 'BlogCreate');
const BlogEdit = screen(() => import('./blog/BlogEdit.tsx'), 'BlogEdit');
const SettingsPage = screen(() => import('./settings/SettingsPage.tsx'), 'SettingsPage');

/**
 * The console's routes are the admin URLs of docs/behaviour.md. Where react-admin's own path differs, a
 * redirect sends one to the other: /products/new → /products/create; the blog editor lives at our paths
 * (/blog/new, /blog/edit/:id) and react-admin's /blog/create and /blog/:id redirect there.
 */
export function App() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="Ata Market Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      layout={AdminLayout}
      notification={AdminNotification}
      dashboard={Dashboard}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      <Resource
        name="products"
        list={ProductList}
        create={ProductCreate}
        edit={ProductEdit}
        recordRepresentation="name"
      >
        <Route path="new" element={<Navigate to={adminPath('/products/create')} replace />} />
      </Resource>
      <Resource name="categories" list={CategoryList} recordRepresentation="name" />
      <Resource name="orders" list={OrderList} show={OrderShow} recordRepresentation="customerName" />
      <Resource name="blog" list={BlogList} hasCreate hasEdit recordRepresentation="title">
        <Route path="new" element={<BlogCreate />} />
        <Route path="edit/:id" element={<BlogEdit />} />
        <Route path="create" element={<Navigate to={adminPath('/blog/new')} replace />} />
        <Route path=":id" element={<BlogEditRedirect />} />
      </Resource>
      <CustomRoutes>
        <Route path="/settings" element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
