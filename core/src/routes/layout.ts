import { microFrontends } from './micro-frontends.ts';
import { type PublicRoute, publicRoutes } from './public-routes.ts';

/** The shell's own single-spa applications: the frame around every page, and the pages it renders itself. */
export const shellApplications = {
  header: 'shell_header',
  /** The shell's own pages (about, contact, policies) and the 404 page: every path no remote owns. */
  pages: 'shell_pages',
  /** A spinner or an error where a micro-frontend is loading or failed. */
  status: 'shell_status',
  footer: 'shell_footer',
} as const;
export type ShellApplicationName = (typeof shellApplications)[keyof typeof shellApplications];

/** The applications on every page (the frame): any other application rendered is the page's content. */
export const frameApplications: readonly ShellApplicationName[] = [
  shellApplications.header,
  shellApplications.status,
  shellApplications.footer,
];

/** `/product/{id}` → `product/:id` (single-spa-layout's syntax); `/` stays. */
const layoutPath = (path: string) => (path === '/' ? '/' : path.slice(1).replace(/\{(\w+)\}/g, ':$1'));

const application = (name: string) => `<application name="${name}"></application>`;

function remoteRoute(route: PublicRoute): string {
  return `<route path="${layoutPath(route.path)}" exact>${application(route.owner)}</route>`;
}

/**
 * The single-spa-layout router of every page, made from the route table (which micro-frontend owns which
 * path) and the shell's applications: the server composes pages with it and the browser hydrates with it.
 * The shell's build writes it into its index.html (shell/vite.config.ts).
 */
export function layoutRouter(): string {
  const remoteRoutes = publicRoutes.filter((route) => route.owner !== 'shell').map(remoteRoute);
  return [
    '<single-spa-router><div class="shell-app">',
    '<a href="#main-content" class="shell-skip-link">Skip to content</a>',
    application(shellApplications.header),
    '<main id="main-content" class="shell-main" tabindex="-1">',
    ...remoteRoutes,
    `<route default>${application(shellApplications.pages)}</route>`,
    application(shellApplications.status),
    '</main>',
    application(shellApplications.footer),
    '</div></single-spa-router>',
  ].join('');
}

/** Every application a page can show: the shell's and each micro-frontend. */
export const applicationNames: readonly string[] = [
  ...Object.values(shellApplications),
  ...microFrontends.map((app) => app.name),
];
