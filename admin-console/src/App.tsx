import { AdminContext, CustomRoutes, defaultI18nProvider, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider.ts';
import { BlogEditRedirect } from './blog/BlogEditRedirect.tsx';
import { dataProvider } from './data/data-provider.ts';
import { createAdminQueryClient } from './data/query-client.ts';
import { AdminUI } from './layout/AdminUI.tsx';
import { adminTheme } from './layout/theme.ts';
import { lazyNamed } from './shared/lazy-named.ts';
import { ADMIN_BASENAME, adminPath } from './shared/paths.ts';

const queryClient = createAdminQueryClient();
/** What `<Admin>` uses by default: list filters, sort and the sidebar's state survive a reload. */
const store = localStorageStore();

// Each screen, with what only it uses (the blog editor's markdown, the dashboard's chart, image upload), is
// a chunk of its own, fetched on the first visit, so the login screen loads only the shell. react-admin's
// layout shows its loader meanwhile.
const Dashboard = lazyNamed(() => import('./dashboard/Dashboard.tsx'), 'Dashboard');
const ProductList = lazyNamed(() => import('./products/ProductList.tsx'), 'ProductList');
const ProductCreate = lazyNamed(() => import('./products/ProductCreate.tsx'), 'ProductCreate');
const ProductEdit = lazyNamed(() => import('./products/ProductEdit.tsx'), 'ProductEdit');
const CategoryList = lazyNamed(() => import('./categories/CategoryList.tsx'), 'CategoryList');
const OrderList = lazyNamed(() => import('./orders/OrderList.tsx'), 'OrderList');
const OrderShow = lazyNamed(() => import('./orders/OrderShow.tsx'), 'OrderShow');
const BlogList = lazyNamed(() => import('./blog/BlogList.tsx'), 'BlogList');
const BlogCreate = lazyNamed(() => import('./blog/BlogCreate.tsx'), 'BlogCreate');
const BlogEdit = lazyNamed(() => import('./blog/BlogEdit.tsx'), 'BlogEdit');
const SettingsPage = lazyNamed(() => import('./settings/SettingsPage.tsx'), 'SettingsPage');
const OutboxPage = lazyNamed(() => import('./outbox/OutboxPage.tsx'), 'OutboxPage');
const zones = () => import('./delivery/zones.tsx').then((module) => module.zoneScreens);
const pickups = () => import('./delivery/pickup-points.tsx').then((module) => module.pickupScreens);
const discounts = () => import('./discounts/discounts.tsx').then((module) => module.discountScreens);
const ZoneList = lazyNamed(zones, 'List');
const ZoneCreate = lazyNamed(zones, 'Create');
const ZoneEdit = lazyNamed(zones, 'Edit');
const PickupList = lazyNamed(pickups, 'List');
const PickupCreate = lazyNamed(pickups, 'Create');
const PickupEdit = lazyNamed(pickups, 'Edit');
const DiscountList = lazyNamed(discounts, 'List');
const DiscountCreate = lazyNamed(discounts, 'Create');
const DiscountEdit = lazyNamed(discounts, 'Edit');
const partners = () => import('./partners/partners.tsx').then((module) => module.partnerScreens);
const PartnerList = lazyNamed(partners, 'List');
const PartnerCreate = lazyNamed(partners, 'Create');
const PartnerEdit = lazyNamed(partners, 'Edit');
const recipes = () => import('./recipes/recipes.tsx').then((module) => module.recipeScreens);
const RecipeList = lazyNamed(recipes, 'List');
const RecipeCreate = lazyNamed(recipes, 'Create');
const RecipeEdit = lazyNamed(recipes, 'Edit');
const PartnerReportPage = lazyNamed(() => import('./partners/PartnerReportPage.tsx'), 'PartnerReportPage');
const OutboxMessagePage = lazyNamed(() => import('./outbox/OutboxMessagePage.tsx'), 'OutboxMessagePage');

/**
 * The console's routes are the admin URLs of docs/behaviour.md. Where react-admin's own path differs, a
 * redirect sends one to the other: /products/new → /products/create; the blog editor lives at our paths
 * (/blog/new, /blog/edit/:id) and react-admin's /blog/create and /blog/:id redirect there.
 */
export function App() {
  return (
    <AdminContext
      basename={ADMIN_BASENAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={defaultI18nProvider}
      store={store}
      theme={adminTheme}
    >
      <AdminUI title="Ata Market Admin" dashboard={Dashboard} requireAuth disableTelemetry>
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
        <Resource
          name="delivery-zones"
          list={ZoneList}
          create={ZoneCreate}
          edit={ZoneEdit}
          recordRepresentation="name"
        />
        <Resource
          name="pickup-points"
          list={PickupList}
          create={PickupCreate}
          edit={PickupEdit}
          recordRepresentation="name"
        />
        <Resource
          name="discounts"
          list={DiscountList}
          create={DiscountCreate}
          edit={DiscountEdit}
          recordRepresentation="label"
        />
        <Resource
          name="partners"
          list={PartnerList}
          create={PartnerCreate}
          edit={PartnerEdit}
          recordRepresentation="name"
        />
        <Resource
          name="recipes"
          list={RecipeList}
          create={RecipeCreate}
          edit={RecipeEdit}
          recordRepresentation="title"
        />
        <CustomRoutes>
          <Route path="/partner-report" element={<PartnerReportPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/outbox" element={<OutboxPage />} />
          <Route path="/outbox/:id" element={<OutboxMessagePage />} />
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
