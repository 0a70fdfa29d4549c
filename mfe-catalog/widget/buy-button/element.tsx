import embedCss from '../shared/embed.css?inline';
import { embedElement } from '../shared/embed-element.tsx';
import { BuyButton } from './BuyButton.tsx';
import buyButtonCss from './buy-button.css?inline';

/** `<ata-buy-button>`, reading the shop at `defaultShop` unless its `shop` attribute says otherwise. */
export const buyButtonElement = (defaultShop: string) =>
  embedElement({
    defaultShop,
    css: embedCss + buyButtonCss,
    attributes: ['product', 'size'],
    view: (context) => <BuyButton {...context} />,
  });
