// Partner demo page logic (plain JS, no framework): fills in the snippet, drives the attributes and
// listens to the widget's events like a partner would.
(() => {
  const script = document.querySelector('script[src$="ata-product-grid.js"]');
  const scriptUrl = script ? script.src : new URL('ata-product-grid.js', location.href).href;
  document.getElementById('snippet').textContent =
    `<script src="${scriptUrl}" defer></script>\n` +
    '<ata-product-grid featured limit="4" columns="4"></ata-product-grid>';

  const grid = document.getElementById('live-grid');
  document.getElementById('controls').addEventListener('input', (event) => {
    const field = event.target;
    if (field.value === '') grid.removeAttribute(field.name);
    else grid.setAttribute(field.name, field.value);
  });

  const log = document.getElementById('event-log');
  const note = (text) => {
    const item = document.createElement('li');
    item.textContent = text;
    log.prepend(item);
  };
  let cartCount = 0;
  document.addEventListener('ata:add-to-cart', (event) => {
    event.preventDefault(); // this partner keeps its own cart instead of opening the shop
    cartCount += 1;
    note(`ata:add-to-cart — ${event.detail.product.name} (partner cart: ${cartCount})`);
  });
  document.addEventListener('ata:product-click', (event) => {
    note(`ata:product-click — ${event.detail.product.name} → ${event.detail.url}`);
  });
})();
