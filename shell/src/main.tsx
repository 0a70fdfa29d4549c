import '@ata/ui/tokens.css';
import './frame/frame.css';
import { afterFirstContentfulPaint } from '@ata/core/html';
import { messages } from '@ata/core/site';
import { startOfflineSupport } from './offline/offline-support.ts';
import { installTitles } from './routing/titles.ts';
import { startApplications } from './spa/applications.ts';
import { listenForToasts } from './toast/toast-store.ts';

const template = document.querySelector<HTMLTemplateElement>('template#single-spa-layout');
if (!template) {
  console.error(messages.rootElementMissing);
} else {
  listenForToasts();
  startOfflineSupport();
  installTitles();
  // Once the browser has painted the server's HTML (when the page's scripts begin to preload too): then
  // loading and hydrating the applications never holds back the first paint.
  afterFirstContentfulPaint(() => startApplications(template));
}
