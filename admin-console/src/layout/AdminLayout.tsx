import type { ReactNode } from 'react';
import { Layout, Sidebar, type SidebarProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar.tsx';
import { AdminMenu } from './AdminMenu.tsx';

/** On phones the sidebar is a modal drawer: a dialog, which needs a name. */
function AdminSidebar(props: SidebarProps) {
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': 'Admin menu' } }} />;
}

/** react-admin's responsive layout (sidebar becomes a drawer behind the hamburger on phones). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sidebar={AdminSidebar}>
      {children}
    </Layout>
  );
}
