/** Where the console is served; react-admin's own links add it, hand-written ones use adminPath(). */
export const ADMIN_BASENAME = '/admin';

export const adminPath = (path: string) => `${ADMIN_BASENAME}${path === '/' ? '/' : path}`;
