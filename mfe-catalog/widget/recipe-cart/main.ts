// Entry of <ata-recipe-cart> (built by ../../vite.widget.config.ts --mode recipe-cart into ata-recipe-cart.js).
import { defineOnce, scriptOrigin } from '../shared/embed.ts';
import { recipeCartElement } from './element.tsx';

defineOnce('ata-recipe-cart', recipeCartElement(scriptOrigin()));
