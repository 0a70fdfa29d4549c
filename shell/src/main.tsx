import '@ata/ui/tokens.css';
import './frame/frame.css';
import { messages } from '@ata/core/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Frame } from './frame/Frame.tsx';
import { installTitles } from './routing/titles.ts';
import { listenForToasts } from './toast/toast-store.ts';

const root = document.getElementById('shell-root');
if (!root) {
  console.error(messages.rootElementMissing);
} else {
  listenForToasts();
  installTitles();
  createRoot(root).render(
    <StrictMode>
      <Frame />
    </StrictMode>,
  );
}
