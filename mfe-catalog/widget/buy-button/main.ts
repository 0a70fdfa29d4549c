// Entry of <ata-buy-button> (built by ../../vite.widget.config.ts --mode buy-button into ata-buy-button.js).
import { defineOnce, scriptOrigin } from '../shared/embed.ts';
import { buyButtonElement } from './element.tsx';

defineOnce('ata-buy-button', buyButtonElement(scriptOrigin()));
