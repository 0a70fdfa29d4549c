import { CART_API_PATH, CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { api } from '@ata/core/http';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keepCartState } from '../cart/keep-cart-state.ts';

/**
 * The state the cart delivers to and the code it keeps, as the server cart has them (the page's render,
 * else read once), and the way to choose another state: shown at once, kept on the server cart so the
 * checkout (and the no-JavaScript cart form) start from it.
 */
export function useCartDestination() {
  const client = useQueryClient();
  const [rendered] = useState(() => client.getQueryData<ServerCart>(CART_QUERY_KEY));
  const [state, setState] = useState(rendered?.state ?? '');
  const [code, setCode] = useState(rendered?.code ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page was not rendered with the cart.
  useEffect(() => {
    if (rendered) return;
    api.getJson<ServerCart>(CART_API_PATH).then(
      (cart) => {
        if (cart.state) setState((chosen) => chosen || (cart.state ?? ''));
        if (cart.code) setCode(cart.code);
      },
      () => {},
    );
  }, []);

  const choose = (next: string) => {
    setState(next);
    keepCartState(client, next);
  };
  return { state, code, choose };
}
