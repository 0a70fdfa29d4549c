// @vitest-environment node

import { describe, expect, it, vi } from 'vitest';
import { render } from './server.tsx';

// Remotes load only in the browser (the server build stubs the federation runtime the same way).
vi.mock('./federation/remotes.ts', () => ({}));

/** A data port whose settings answer comes after `delayMs`, naming `email`. */
const dataPort = (email: string, delayMs: number) =>
  (async (input: string | URL | Request) => {
    if (String(input) !== '/api/settings') return new Response(null, { status: 404 });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return Response.json({ contact_email: email });
  }) as typeof fetch;

const footer = (email: string, delayMs: number) =>
  render({
    url: '/about',
    origin: 'https://shop.example',
    props: { name: 'shell_footer' },
    data: { fetch: dataPort(email, delayMs) },
  });

describe("the shell's server entry", () => {
  it('renders each page with the settings its own render read, however renders interleave', async () => {
    // Both answers arrive in the same turn: a value kept between renders would leak into the other page.
    const [first, second] = await Promise.all([
      footer('first@example.ng', 5),
      footer('second@example.ng', 5),
    ]);
    expect(first.html).toContain('first@example.ng');
    expect(first.html).not.toContain('second@example.ng');
    expect(second.html).toContain('second@example.ng');
    expect(first.state).toEqual({ contact_email: 'first@example.ng' });
  });
});
