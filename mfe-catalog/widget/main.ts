// Entry of the partner widget (built by ../vite.widget.config.ts into dist-widget/ata-product-grid.js).
import { createProductGridElement } from './element.tsx';
import { defineOnce, scriptOrigin } from './shared/embed.ts';

defineOnce('ata-product-grid', createProductGridElement(scriptOrigin()));
