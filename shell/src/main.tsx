import '@ata/ui/tokens.css';
import './frame/frame.css';
import { afterFirstContentfulPaint } from '@ata/core/html';
import { messages } from '@ata/core/site';
import { yieldToBrowser } from '@ata/ui';
import { startOfflineSupport } from './offline/offline-support.ts';
import { installTitles } from './routing/titles.ts';
import { startApplications } from './spa/applications.ts';
import { listenForToasts } from './toast/toast-store.ts';

function start() {
  const template = document.querySelector<HTMLTemplateElement>('template#single-spa-layout');
  if (!template) {
    console.error(messages.rootElementMissing);
    return;
  }
  listenForToasts();
  installTitles();
  // The offline support and the applications each start in a task of their own: with the shell's modules,
  // whose task this is, they made one of the longest tasks after the first paint (a tap waits for it).
  void yieldToBrowser().then(startOfflineSupport);
  // Once the browser has painted the server's HTML (when the page's scripts begin to preload too): then
  // loading and hydrating the applications never holds back the first paint.
  afterFirstContentfulPaint(() => void yieldToBrowser().then(() => startApplications(template)));
}

// The page adds this script from <head> as soon as it has painted, so on a slow phone it may run while
// the rest of the HTML (the layout, the server's state) is still being parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
