import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar.tsx';
import { AdminMenu } from './AdminMenu.tsx';

/** react-admin's responsive layout (sidebar becomes a drawer behind the hamburger on phones). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
