// <ata-buy-button> in happy-dom (with React; the real build runs on Preact and is covered in Chromium by
// e2e/tests/widget-embeds.spec.ts).
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeViewport, productRow, SHOP, shopFetch } from '../../test/embed-fakes.ts';
import { buyButtonElement } from './element.tsx';

const crayfish = productRow('ground-crayfish', 'Ground Crayfish', [
  ['250 g', 4200, 38],
  ['100 g', 1900, 4],
  ['1 kg', 15500, 0],
]);
const iru = productRow('iru-locust-beans', 'Iru', [['200 g', 2000, 0]]);
const fetchMock = shopFetch([crayfish, iru]);
const viewport = fakeViewport();

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  customElements.define('ata-buy-button', buyButtonElement(SHOP));
});
afterEach(() => {
  document.body.innerHTML = '';
  fetchMock.mockClear();
  sessionStorage.clear();
});

async function mount(html: string) {
  fetchMock.mockClear();
  document.body.innerHTML = html;
  const element = document.querySelector('ata-buy-button') as HTMLElement;
  const shadow = within(element.shadowRoot as unknown as HTMLElement);
  await shadow.findByText('Loading…');
  expect(fetchMock).not.toHaveBeenCalled();
  viewport.bringNear();
  return shadow;
}

describe('<ata-buy-button>', () => {
  it('shows the product with its sizes, and links Buy now to the checkout and Add to cart to the cart', async () => {
    const shadow = await mount('<ata-buy-button product="ground-crayfish" ref="mama-blog"></ata-buy-button>');
    expect(await shadow.findByRole('heading', { name: 'Ground Crayfish' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`${SHOP}/api/products/ground-crayfish`, expect.anything());
    expect(shadow.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(shadow.getByText('₦4,200')).toBeTruthy();
    const items = encodeURIComponent('ground-crayfish:250g:1');
    expect(shadow.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(
      `${SHOP}/cart/add?items=${items}&ref=mama-blog&to=checkout`,
    );
    expect(shadow.getByRole('link', { name: 'Add to cart' }).getAttribute('href')).toBe(
      `${SHOP}/cart/add?items=${items}&ref=mama-blog`,
    );

    fireEvent.click(shadow.getByRole('radio', { name: '100 g' }));
    fireEvent.click(shadow.getByRole('button', { name: 'More' }));
    expect(shadow.getByText('₦3,800')).toBeTruthy();
    expect(shadow.getByText(/Only 4 left/)).toBeTruthy();
    expect(shadow.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toContain(
      encodeURIComponent('ground-crayfish:100g:2'),
    );
  });

  it('starts on the size its attribute names; a sold-out size cannot be bought', async () => {
    const shadow = await mount('<ata-buy-button product="ground-crayfish" size="1kg"></ata-buy-button>');
    expect(((await shadow.findByRole('radio', { name: '1 kg' })) as HTMLInputElement).checked).toBe(true);
    expect(shadow.getByText(/Out of stock/)).toBeTruthy();
    expect((shadow.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
    expect((shadow.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports ata:checkout and ata:add with the items, counts what it sent, and ata:error for an unknown product', async () => {
    const received: CustomEvent[] = [];
    const handle = (event: Event) => {
      event.preventDefault();
      received.push(event as CustomEvent);
    };
    const types = ['ata:add', 'ata:checkout', 'ata:error'];
    for (const type of types) document.addEventListener(type, handle);
    const shadow = await mount('<ata-buy-button product="ground-crayfish"></ata-buy-button>');
    fireEvent.click(await shadow.findByRole('link', { name: 'Buy now' }));
    fireEvent.click(shadow.getByRole('link', { name: 'Add to cart' }));
    const missing = await mount('<ata-buy-button product="no-such-product"></ata-buy-button>');
    expect((await missing.findByRole('alert')).textContent).toBe('This product is not in the shop.');
    for (const type of types) document.removeEventListener(type, handle);

    const item = { slug: 'ground-crayfish', size: '250 g', quantity: 1 };
    expect(received.map((event) => [event.type, event.composed, event.bubbles])).toEqual([
      ['ata:checkout', true, true],
      ['ata:add', true, true],
      ['ata:error', true, true],
    ]);
    expect(received[0]?.detail.items).toEqual([item]);
    expect(received[1]?.detail.url).toBe(
      `${SHOP}/cart/add?items=${encodeURIComponent('ground-crayfish:250g:1')}`,
    );
    expect(received[2]?.detail).toMatchObject({
      message: 'This product is not in the shop.',
      product: 'no-such-product',
    });
    // Prevented by the host, the add was not sent: the count stays 0.
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps a count of the items sent to the cart this visit', async () => {
    const shadow = await mount('<ata-buy-button product="ground-crayfish"></ata-buy-button>');
    const add = await shadow.findByRole('link', { name: 'Add to cart' });
    add.addEventListener('click', (event) => event.preventDefault()); // stay on the page in the test
    fireEvent.click(shadow.getByRole('button', { name: 'More' }));
    fireEvent.click(add);
    expect(await shadow.findByText('2 sent to your Ata Market cart this visit')).toBeTruthy();
  });
});
