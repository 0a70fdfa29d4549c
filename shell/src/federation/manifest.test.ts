import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps the manifest for the page's life and reads the page's state once: a fresh copy per test.
const freshManifest = async () => {
  vi.resetModules();
  return import('./manifest.ts');
};
const serve = (manifest: Record<string, string>) =>
  vi.fn(
    async () => new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('loadManifest', () => {
  it('takes the remotes from the server-rendered page without asking, and asks again on a retry', async () => {
    document.body.innerHTML = `<script type="application/json" id="ata-server-state">${JSON.stringify({
      '@manifest': { mfe_blog: 'https://cdn.example.com/blog/assets/remoteEntry.js' },
    })}</script>`;
    const fetched = serve({ mfe_blog: 'https://other.example.com/blog/assets/remoteEntry.js' });
    vi.stubGlobal('fetch', fetched);
    const { loadManifest } = await freshManifest();

    const manifest = await loadManifest();
    expect(manifest.mfe_blog).toBe('https://cdn.example.com/blog/assets/remoteEntry.js');
    expect(manifest.mfe_catalog).toBe('/mfe/catalog/assets/remoteEntry.js');
    expect(fetched).not.toHaveBeenCalled();

    // A remote failed to load: its URL may have changed since the page was rendered.
    expect((await loadManifest(true)).mfe_blog).toBe('https://other.example.com/blog/assets/remoteEntry.js');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('asks /mfe-manifest.json on a page the server did not render', async () => {
    const fetched = serve({ mfe_catalog: '/elsewhere/assets/remoteEntry.js' });
    vi.stubGlobal('fetch', fetched);
    const { loadManifest } = await freshManifest();
    expect((await loadManifest()).mfe_catalog).toBe('/elsewhere/assets/remoteEntry.js');
    expect(fetched).toHaveBeenCalledWith('/mfe-manifest.json', { cache: 'no-cache' });
  });
});
