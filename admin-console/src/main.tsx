import { messages } from '@ata/core/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { ADMIN_BASENAME } from './shared/paths.ts';

// react-admin lives under /admin inside a browser (data) router, so URLs are real paths, not #hashes.
const router = createBrowserRouter([{ path: `${ADMIN_BASENAME}/*`, element: <App /> }]);

const root = document.getElementById('root');
if (!root) {
  console.error(messages.rootElementMissing);
} else {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
