import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { BlogCreate } from './blog/BlogCreate.tsx';
import { BlogEdit } from './blog/BlogEdit.tsx';
import { BlogEditRedirect } from './blog/BlogEditRedirect.tsx';
import { BlogList } from './blog/BlogList.tsx';
import { CategoryList } from './categories/CategoryList.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { dataProvider } from './data/data-provider.ts';
import { createAdminQueryClient } from './data/query-client.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotification } from './layout/AdminNotification.tsx';
import { adminTheme } from './layout/theme.ts';
import { OrderList } from './orders/OrderList.tsx';
import { OrderShow } from './orders/OrderShow.tsx';
import { ProductCreate } from './products/ProductCreate.tsx';
import { ProductEdit } from './products/ProductEdit.tsx';
import { ProductList } from './products/ProductList.tsx';
import { SettingsPage } from './settings/SettingsPage.tsx';
import { ADMIN_BASENAME, adminPath } from './shared/paths.ts';

const queryClient = createAdminQueryClient();

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
