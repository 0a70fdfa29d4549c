// Server entry of the shell's own applications (header, pages, status, footer): built with
// `vite build --ssr` into dist/server/ and loaded by the API's page composer.
import { createApiClient } from '@ata/core/http';
import { matchPublicRoute, shellApplications as names } from '@ata/core/routes';
import { createQueryClient } from '@ata/ui';
import { headTags, routeHead } from '@ata/ui/server/head.ts';
import { renderTree, type ServerRenderInput, type ServerRenderResult } from '@ata/ui/server/render.tsx';
import type { ComponentType } from 'react';
import { FooterApp } from './apps/FooterApp.tsx';
import { HeaderApp } from './apps/HeaderApp.tsx';
import { PagesApp } from './apps/PagesApp.tsx';
import { StatusApp } from './apps/StatusApp.tsx';
import { pageCode } from './frame/ShellPage.tsx';
import { RenderedSettings, SETTINGS_STATE, type StoredSettings } from './settings/initial-settings.ts';
import { LiveSettings } from './settings/WithSettings.tsx';

const apps: Record<string, ComponentType> = {
  [names.header]: HeaderApp,
  [names.pages]: PagesApp,
  [names.status]: StatusApp,
  [names.footer]: FooterApp,
};

/** The shop's settings, read like every other render's data: the typed client on the data port. */
const loadSettings = (data: ServerRenderInput['data']) =>
  createApiClient({ fetch: data.fetch }).getJson<StoredSettings>('/api/settings');

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const name = String(input.props.name);
  const App = apps[name];
  if (!App) throw new Error(`The shell has no application ${name}`);
  const settings = name === names.footer || name === names.pages ? await loadSettings(input.data) : undefined;
  const state = name === SETTINGS_STATE ? settings : undefined;
  const { html } = await renderTree(
    <RenderedSettings value={settings}>
      <App />
    </RenderedSettings>,
    { url: input.url, client: createQueryClient() },
  );
  const { pathname } = new URL(input.url, input.origin);
  const known = matchPublicRoute(pathname) !== undefined;
  const head = name === names.pages ? headTags(routeHead(input.url, input.origin)) : '';
  // Lazily loaded code the page runs: the footer's live settings (every page), the static page's screen.
  const lazy = name === names.pages ? pageCode(pathname) : name === names.footer ? [LiveSettings] : [];
  const preload = lazy.map((code) => code.module);
  return { html, head, status: name === names.pages && !known ? 404 : 200, state, preload };
}
