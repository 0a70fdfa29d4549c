import { escapeHtml } from '@ata/core/html';
import { formatKobo } from '@ata/core/money';

/** The fake's hosted checkout: who pays what, and two buttons, "Pay" and "Decline". */
export function checkoutPage(transaction: {
  accessCode: string;
  email: string;
  amount: number;
  status: string;
}): string {
  const done = transaction.status !== 'ongoing';
  const action = (what: string) => `/checkout/${encodeURIComponent(transaction.accessCode)}/${what}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · Paystack (local fake)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f6f8; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { box-sizing: border-box; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px #0001; padding: 2rem 1.5rem; width: min(26rem, calc(100vw - 2rem)); }
  p { overflow-wrap: anywhere; }
  .badge { display: inline-block; background: #fff4d6; color: #7a5200; border-radius: 999px; padding: .1rem .7rem; font-size: .85rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  form { display: inline; }
  button { font: inherit; border: 0; border-radius: 8px; padding: .75rem 1.5rem; cursor: pointer; margin: 1rem .5rem 0 0; }
  .pay { background: #0ba4db; color: #fff; } .decline { background: #eceff1; color: #263238; }
  button:focus-visible { outline: 3px solid #263238; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">Test payment: no money moves</span>
  <h1>Pay Ata Market</h1>
  <p>${escapeHtml(transaction.email)}</p>
  <p class="amount">${escapeHtml(formatKobo(transaction.amount))}</p>
  ${
    done
      ? `<p role="status">This payment is already ${escapeHtml(transaction.status)}.</p>`
      : `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
  <form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>`
  }
</main>
</body>
</html>`;
}
