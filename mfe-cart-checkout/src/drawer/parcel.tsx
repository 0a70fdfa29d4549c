import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

function CartDrawer() {
  return null;
}

const parcel = singleSpaReact({
  React: {},
  ReactDOMClient: { createRoot },
  rootComponent: CartDrawer,
} as never);
export const { bootstrap, mount, unmount } = parcel;
