/**
 * The console's layout (app bar, menu, sidebar), a chunk of its own: rendered lazily after the login, and
 * fetched while the login request is under way so the dashboard does not wait for it.
 */
export const loadLayout = () => import('./AdminLayout.tsx');
