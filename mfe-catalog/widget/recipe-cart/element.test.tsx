// <ata-recipe-cart> in happy-dom (with React; the real build runs on Preact and is covered in Chromium by
// e2e/tests/widget-embeds.spec.ts).
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeViewport, productRow, SHOP, shopFetch } from '../../test/embed-fakes.ts';
import { recipeCartElement } from './element.tsx';

const crayfish = productRow('ground-crayfish', 'Ground Crayfish', [
  ['250 g', 4200, 38],
  ['100 g', 1900, 40],
]);
const pepper = productRow('cameroon-pepper', 'Cameroon Pepper', [['100 g', 1800, 55]]);
const iru = productRow('iru-locust-beans', 'Iru', [['200 g', 2000, 0]]);
const fetchMock = shopFetch([crayfish, pepper, iru], {
  'pepper-soup': {
    slug: 'pepper-soup',
    title: 'Pepper soup',
    servings: 2,
    ingredients: [
      {
        productSlug: 'iru-locust-beans',
        size: '',
        quantityPerServing: 0.5,
        note: '',
        product: iru,
        alternative: pepper,
      },
      {
        productSlug: 'ground-crayfish',
        size: '100g',
        quantityPerServing: 1,
        note: 'ground',
        product: crayfish,
        alternative: null,
      },
    ],
  },
});
const viewport = fakeViewport();

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  customElements.define('ata-recipe-cart', recipeCartElement(SHOP));
});
afterEach(() => {
  document.body.innerHTML = '';
  fetchMock.mockClear();
});

function mount(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector('ata-recipe-cart') as HTMLElement;
  return { element, shadow: within(element.shadowRoot as unknown as HTMLElement) };
}

const CHILDREN = `<ata-recipe-cart servings="4" ref="mama-blog">
  <ata-ingredient product="ground-crayfish" size="100g" per-serving="0.25" note="ground"></ata-ingredient>
  <ata-ingredient product="cameroon-pepper" per-serving="0.5"></ata-ingredient>
  <ata-ingredient product="iru-locust-beans" per-serving="0.25"></ata-ingredient>
  <ata-ingredient product="unicorn-dust" per-serving="1"></ata-ingredient>
</ata-recipe-cart>`;

const cartLink = (items: string, ref = 'mama-blog') =>
  `${SHOP}/cart/add?items=${encodeURIComponent(items)}&ref=${ref}`;

describe('<ata-recipe-cart>', () => {
  it('fetches nothing until it comes near the viewport, holding its place meanwhile', async () => {
    const { shadow } = mount(CHILDREN);
    expect((await shadow.findByRole('status')).textContent).toBe('Loading ingredients…');
    expect(fetchMock).not.toHaveBeenCalled();
    viewport.bringNear();
    expect(await shadow.findByText('Ground Crayfish')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`${SHOP}/api/products/ground-crayfish`, expect.anything());
  });

  it('lists the ingredients with sizes, packs and prices; sold-out and unknown ones unticked', async () => {
    const { shadow } = mount(CHILDREN);
    viewport.bringNear();
    const crayfishBox = await shadow.findByRole('checkbox', { name: /Ground Crayfish/ });
    const rows = shadow.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'Ground Crayfish — ground100 g × 1₦1,900',
      'Cameroon Pepper100 g × 2₦3,600',
      'IruSold out',
      'unicorn-dustNot sold by the shop',
    ]);
    expect((crayfishBox as HTMLInputElement).checked).toBe(true);
    const iruBox = shadow.getByRole('checkbox', { name: /Iru/ }) as HTMLInputElement;
    expect([iruBox.checked, iruBox.disabled]).toEqual([false, true]);
    expect(shadow.getByText(/^Total/).textContent).toBe('Total ₦5,500 for 2 items');
    const button = shadow.getByRole('link', { name: 'Add 2 items to cart' });
    expect(button.getAttribute('href')).toBe(cartLink('ground-crayfish:100g:1,cameroon-pepper:100g:2'));
    expect(button.getAttribute('target')).toBe('_top');
  });

  it('scales to more servings in whole packs, and unticking leaves a line out of the link and the total', async () => {
    const { shadow } = mount(CHILDREN);
    viewport.bringNear();
    await shadow.findByText('Ground Crayfish');
    fireEvent.click(shadow.getByRole('button', { name: 'More servings' }));
    fireEvent.click(shadow.getByRole('button', { name: 'More servings' }));
    expect((shadow.getByLabelText('Servings') as HTMLInputElement).value).toBe('6');
    // 0.25 × 6 = 1.5 → 2 packs; 0.5 × 6 = 3.
    expect(shadow.getByRole('link', { name: 'Add 2 items to cart' }).getAttribute('href')).toBe(
      cartLink('ground-crayfish:100g:2,cameroon-pepper:100g:3'),
    );
    expect(shadow.getByText(/^Total/).textContent).toBe('Total ₦9,200 for 2 items');
    fireEvent.click(shadow.getByRole('checkbox', { name: /Cameroon Pepper/ }));
    expect(shadow.getByRole('link', { name: 'Add 1 item to cart' }).getAttribute('href')).toBe(
      cartLink('ground-crayfish:100g:2'),
    );
    expect(shadow.getByText(/^Total/).textContent).toBe('Total ₦3,800 for 1 item');
    fireEvent.click(shadow.getByRole('checkbox', { name: /Ground Crayfish/ }));
    expect((shadow.getByRole('button', { name: 'Add 0 items to cart' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('reads a recipe the owner defined, at its servings, offering the alternative for what is sold out', async () => {
    const { shadow } = mount('<ata-recipe-cart recipe="pepper-soup"></ata-recipe-cart>');
    viewport.bringNear();
    expect(await shadow.findByRole('heading', { name: 'Pepper soup' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`${SHOP}/api/recipes/pepper-soup`, expect.anything());
    expect((shadow.getByLabelText('Servings') as HTMLInputElement).value).toBe('2');
    const iruBox = shadow.getByRole('checkbox', { name: /Iru/ }) as HTMLInputElement;
    expect(iruBox.checked).toBe(false);
    expect(shadow.getAllByRole('listitem')[0]?.textContent).toBe(
      'IruSold out · instead: Cameroon Pepper, 100 g × 1₦1,800',
    );
    fireEvent.click(iruBox);
    expect(shadow.getByRole('link', { name: 'Add 2 items to cart' }).getAttribute('href')).toBe(
      `${SHOP}/cart/add?items=${encodeURIComponent('cameroon-pepper:100g:1,ground-crayfish:100g:2')}`,
    );
  });

  it('tells the host page what it sends (ata:add) and what failed (ata:error), composed and bubbling', async () => {
    const received: CustomEvent[] = [];
    const handle = (event: Event) => {
      event.preventDefault(); // the host handles it: no navigation
      received.push(event as CustomEvent);
    };
    document.addEventListener('ata:add', handle);
    document.addEventListener('ata:error', handle);
    const { shadow } = mount(CHILDREN);
    viewport.bringNear();
    fireEvent.click(await shadow.findByRole('link', { name: 'Add 2 items to cart' }));
    const missing = mount('<ata-recipe-cart recipe="no-such-recipe"></ata-recipe-cart>').shadow;
    viewport.bringNear();
    await waitFor(() => expect(received).toHaveLength(2));
    document.removeEventListener('ata:add', handle);
    document.removeEventListener('ata:error', handle);

    expect(received.map((event) => [event.type, event.bubbles, event.composed])).toEqual([
      ['ata:add', true, true],
      ['ata:error', true, true],
    ]);
    expect(received[0]?.detail).toEqual({
      items: [
        { slug: 'ground-crayfish', size: '100 g', quantity: 1 },
        { slug: 'cameroon-pepper', size: '100 g', quantity: 2 },
      ],
      url: cartLink('ground-crayfish:100g:1,cameroon-pepper:100g:2'),
    });
    expect(received[1]?.detail.message).toBe('This recipe is not in the shop.');
    expect(missing.getByRole('alert').textContent).toContain('This recipe is not in the shop.');
  });
});
