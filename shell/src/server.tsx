// Server entry of the shell's own applications (header, pages, status, footer): built with
// `vite build --ssr` into dist/server/ and loaded by the API's page composer.
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
import { SETTINGS_STATE, type StoredSettings, setServerSettings } from './settings/initial-settings.ts';
import { LiveSettings } from './settings/WithSettings.tsx';

const apps: Record<string, ComponentType> = {
  [names.header]: HeaderApp,
  [names.pages]: PagesApp,
  [names.status]: StatusApp,
  [names.footer]: FooterApp,
};

async function loadSettings(data: ServerRenderInput['data']): Promise<StoredSettings> {
  const response = await data.fetch('/api/settings', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/settings: ${response.status}`);
  return (await response.json()) as StoredSettings;
}

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const name = String(input.props.name);
  const App = apps[name];
  if (!App) throw new Error(`The shell has no application ${name}`);
  let state: unknown;
  if (name === names.footer || name === names.pages) {
    const settings = await loadSettings(input.data);
    setServerSettings(settings);
    if (name === SETTINGS_STATE) state = settings;
  }
  const { html } = await renderTree(<App />, { url: input.url, client: createQueryClient() });
  const { pathname } = new URL(input.url, input.origin);
  const known = matchPublicRoute(pathname) !== undefined;
  const head = name === names.pages ? headTags(routeHead(input.url, input.origin)) : '';
  // Lazily loaded code the page runs: the footer's live settings (every page), the static page's screen.
  const lazy = name === names.pages ? pageCode(pathname) : name === names.footer ? [LiveSettings] : [];
  const preload = lazy.map((code) => code.module);
  return { html, head, status: name === names.pages && !known ? 404 : 200, state, preload };
}
