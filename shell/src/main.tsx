import '@ata/ui/tokens.css';
import './frame/frame.css';
import { messages } from '@ata/core/site';
import { installTitles } from './routing/titles.ts';
import { startApplications } from './spa/applications.ts';
import { listenForToasts } from './toast/toast-store.ts';

const template = document.querySelector<HTMLTemplateElement>('template#single-spa-layout');
if (!template) {
  console.error(messages.rootElementMissing);
} else {
  listenForToasts();
  installTitles();
  startApplications(template);
}
