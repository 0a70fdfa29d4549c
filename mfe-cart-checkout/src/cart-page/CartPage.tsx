import { lineKey } from '@ata/core/cart';
import { buttonClass, Link, useCart } from '@ata/ui';
import { CartLine } from '../cart/CartLine.tsx';
import { PricedTotals } from '../cart/PricedTotals.tsx';
import { StockNotice } from '../cart/StockNotice.tsx';
import { useStockCheck } from '../cart/stock-check.ts';
import { useQuote } from '../checkout/quote.ts';
import { CartNotice, useServerCartChanges } from './CartNotice.tsx';
import { DeliverTo } from './DeliverTo.tsx';
import { useCartDestination } from './use-cart-state.ts';

/** The cart page (/cart): a table on wide screens, stacked cards on phones (cart-page.css). */
export function CartPage() {
  const { items, store } = useCart();
  // What the shop changed since (said by the server's read of the cart), then what the browser's check finds.
  const changes = [...new Set([...useServerCartChanges(), ...useStockCheck()])];
  // Priced by the server as the checkout will charge (the code the cart keeps included): "Delivery from ₦X"
  // until the shopper names her state, then that state's fee.
  const destination = useCartDestination();
  const quote = useQuote(items, { state: destination.state, city: '', option: '', code: destination.code });

  if (items.length === 0) {
    return (
      <section className="cart-page cart-page--empty">
        <h1 className="cart-page__title">Your cart is empty</h1>
        <CartNotice />
        <StockNotice changes={changes} />
        <p className="cart-muted">Looks like you haven't added any products to your cart yet.</p>
        <Link href="/shop" className={buttonClass('primary', 'lg')}>
          Start Shopping
        </Link>
      </section>
    );
  }

  return (
    <section className="cart-page">
      <h1 className="cart-page__title">Shopping Cart</h1>
      <CartNotice />
      <StockNotice changes={changes} />
      <div className="cart-page__layout">
        <table className="cart-table">
          <caption className="ui-visually-hidden">Items in your cart</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="ui-visually-hidden">Image</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="ui-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <CartLine key={lineKey(item)} item={item} variant="row" store={store} />
            ))}
          </tbody>
        </table>

        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Order Summary
          </h2>
          <DeliverTo state={destination.state} onChange={destination.choose} />
          <PricedTotals items={items} quote={quote.data} />
          <Link href="/checkout" className={buttonClass('primary', 'lg', 'cart-block')}>
            Proceed to Checkout
          </Link>
          <Link href="/shop" className="cart-link">
            Continue Shopping
          </Link>
        </aside>
      </div>
    </section>
  );
}
