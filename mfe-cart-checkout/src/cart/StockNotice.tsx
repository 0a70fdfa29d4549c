/**
 * What the cart changed on its own (stock dropped, a product left, a price moved), said plainly. The
 * live region is always there, so a screen reader hears the sentences when they arrive.
 */
export function StockNotice({ changes }: { changes: readonly string[] }) {
  return (
    <div className={changes.length > 0 ? 'cart-notice' : 'cart-notice cart-notice--idle'} role="status">
      {changes.length > 0 && (
        <>
          <p className="cart-notice__title">Some items in your cart have changed</p>
          <ul className="cart-notice__list">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
