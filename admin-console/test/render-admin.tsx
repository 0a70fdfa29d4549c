import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, defaultI18nProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../src/data/data-provider.ts';

/**
 * Renders `ui` inside the console's providers (the real data provider over a mocked fetch, a fresh query
 * client that does not retry, react-admin's snackbar), at `url` when a route `path` is given.
 */
export function renderAdmin(ui: ReactNode, { url, path }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MemoryRouter initialEntries={[url ?? '/']}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={defaultI18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  };
}
