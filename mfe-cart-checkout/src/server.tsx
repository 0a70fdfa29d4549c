// Server entry: the cart and checkout exist only in the browser (the cart lives in localStorage), so
// the server leaves their region empty for the browser to render; the layout says so without JavaScript.
import { headTags, routeHead } from '@ata/ui/server/head.ts';
import type { ServerRenderInput, ServerRenderResult } from '@ata/ui/server/render.tsx';

export async function render({ url, origin }: ServerRenderInput): Promise<ServerRenderResult> {
  return { html: '', head: headTags(routeHead(url, origin)), status: 200, state: undefined };
}
