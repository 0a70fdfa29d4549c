import { messages } from '@ata/core/site';
import { useEffect, useRef, useState } from 'react';

/**
 * Checkout without a connection: `refuseOffline()` (called first thing on submit) says so instead of
 * sending, so nothing spins and no empty chat opens; the form keeps what was typed. Back online, the
 * notice goes away and the same button places the order.
 */
export function useOfflineSubmit() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const online = () => setOffline(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  const refuseOffline = (): boolean => {
    setOffline(!navigator.onLine);
    return !navigator.onLine;
  };
  return { offline, refuseOffline };
}

/**
 * `waiting`: the order left before the connection dropped; the query library sends it again once the
 * phone is back online (with the same Idempotency-Key, so it is placed once).
 */
export function OfflineNotice({ waiting }: { waiting: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  // Like OrderRefused: the shopper is at the submit button, the notice at the top of the form.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="cart-changes" role="alert">
      <p>{waiting ? messages.checkoutWaitingForNetwork : messages.checkoutOffline}</p>
    </div>
  );
}
