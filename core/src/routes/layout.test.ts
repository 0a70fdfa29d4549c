import { describe, expect, it } from 'vitest';
import { frameApplications, layoutRouter, shellApplications } from './layout.ts';
import { microFrontends } from './micro-frontends.ts';
import { publicRoutes } from './public-routes.ts';

describe('layoutRouter', () => {
  const layout = layoutRouter();
  const routes = [...layout.matchAll(/<route path="([^"]+)" exact>(.*?)<\/route>/g)].map(
    ([, path, body]) => ({
      path,
      app: /<application name="(\w+)">/.exec(body ?? '')?.[1],
    }),
  );

  it('gives every route a micro-frontend owns to that micro-frontend, and every other path to the shell', () => {
    const owned = publicRoutes.filter((route) => route.owner !== 'shell');
    expect(routes).toEqual(
      owned.map((route) => ({
        path:
          route.path === '/' ? '/' : route.path.slice(1).replace('{id}', ':id').replace('{slug}', ':slug'),
        app: route.owner,
      })),
    );
    expect(new Set(routes.map((route) => route.app))).toEqual(new Set(microFrontends.map((app) => app.name)));
    expect(layout).toContain(`<route default><application name="${shellApplications.pages}">`);
  });

  it('puts the frame around the routes: header before, status inside main, footer after', () => {
    const at = (name: string) => layout.indexOf(`<application name="${name}">`);
    const [header, status, footer] = frameApplications.map(at);
    expect(header).toBeGreaterThan(-1);
    expect(header).toBeLessThan(layout.indexOf('<route'));
    expect(status).toBeGreaterThan(layout.lastIndexOf('</route>'));
    expect(status).toBeLessThan(layout.indexOf('</main>'));
    expect(footer).toBeGreaterThan(layout.indexOf('</main>'));
  });

  it('asks no browser to turn JavaScript on: every route, the cart and checkout included, works without it', () => {
    expect(layout).toContain('<route path="cart" exact><application name="mfe_cart_checkout">');
    expect(layout).not.toContain('<noscript');
  });
});
