import { cartLinkUrl } from '@ata/core/cart';
import { formatKobo } from '@ata/core/money';
import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import { RECIPE_SERVINGS_MAX } from '@ata/core/recipe';
import { brand } from '@ata/core/site';
import { type CSSProperties, useEffect, useId, useMemo, useState } from 'react';
import { CartLink } from '../shared/CartLink.tsx';
import { intAttribute } from '../shared/embed.ts';
import type { EmbedContext } from '../shared/embed-element.tsx';
import { EmbedLoadError, UNREACHABLE } from '../shared/load-product.ts';
import { Stepper } from '../shared/Stepper.tsx';
import { initiallyTicked, type RecipeLine, recipeLines, tickedItems, totalKobo } from './lines.ts';
import {
  ingredientsFromChildren,
  type LoadedRecipe,
  loadChildIngredients,
  loadRecipe,
} from './load-recipe.ts';

export const ADD_EVENT = 'ata:add';
export const ERROR_EVENT = 'ata:error';
/** Servings shown when neither the `servings` attribute nor the recipe says. */
export const DEFAULT_SERVINGS = 4;
/** Rows reserved for a recipe fetched by id before its list is known (the list scrolls past them). */
export const DEFAULT_RESERVED_ROWS = 8;
const RESERVED_ROWS_MAX = 12;

type Load =
  | { status: 'waiting' }
  | { status: 'error'; message: string }
  | { status: 'ready'; recipe: LoadedRecipe };

/** With the script in the head, the element is upgraded before its `<ata-ingredient>` children are parsed. */
const documentParsed = () =>
  new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

function lineDetail(line: RecipeLine): string {
  // A product's only size ("Standard") is not said, as in the shop's cart (nameWithSize).
  const sized = line.sizeLabel && line.sizeLabel !== DEFAULT_VARIANT_LABEL;
  const amount = `${sized ? `${line.sizeLabel} × ` : '× '}${line.quantity}`;
  if (line.state === 'ok') return line.stockLabel ? `${amount} · ${line.stockLabel}` : amount;
  const why = line.state === 'sold-out' ? 'Sold out' : 'Not sold by the shop';
  return line.alternativeName ? `${why} · instead: ${line.alternativeName}, ${amount}` : why;
}

/** `<ata-recipe-cart>`: a recipe's ingredients as a checklist that goes to the shop's cart in one link. */
export function RecipeCart({ host, shop, partnerRef, theme, near, attribute, emit }: EmbedContext) {
  const recipeId = attribute('recipe')?.trim().toLowerCase() || null;
  const childCount = useMemo(() => ingredientsFromChildren(host).length, [host]);
  const rows = intAttribute(attribute('rows'), childCount || DEFAULT_RESERVED_ROWS, 1, RESERVED_ROWS_MAX);
  const servingsAttribute = attribute('servings');
  const [load, setLoad] = useState<Load>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const [servings, setServings] = useState<number | null>(null);
  const [ticked, setTicked] = useState<boolean[]>([]);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "Try again" trigger; `emit` only reports.
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setLoad({ status: 'waiting' });
    const loading: Promise<LoadedRecipe> = recipeId
      ? loadRecipe(shop, recipeId, controller.signal)
      : documentParsed()
          .then(() => loadChildIngredients(shop, ingredientsFromChildren(host), controller.signal))
          .then((ingredients) => ({
            title: null,
            servings: null,
            ingredients,
          }));
    loading.then(
      (recipe) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', recipe });
        setTicked(initiallyTicked(recipeLines(recipe.ingredients, 1)));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof EmbedLoadError ? error.message : UNREACHABLE;
        setLoad({ status: 'error', message });
        emit(ERROR_EVENT, { message, error });
      },
    );
    return () => controller.abort();
  }, [near, shop, recipeId, host, attempt]);

  const recipe = load.status === 'ready' ? load.recipe : null;
  const baseServings = intAttribute(
    servingsAttribute,
    recipe?.servings ?? DEFAULT_SERVINGS,
    1,
    RECIPE_SERVINGS_MAX,
  );
  const shownServings = servings ?? baseServings;
  const lines = useMemo(
    () => (recipe ? recipeLines(recipe.ingredients, shownServings) : []),
    [recipe, shownServings],
  );
  const chosen = tickedItems(lines, ticked);
  const items = chosen.flatMap((line) => (line.item ? [line.item] : []));
  const url = items.length ? cartLinkUrl(shop, items, { ref: partnerRef ?? undefined }) : undefined;
  const title = recipe?.title ?? attribute('heading') ?? 'Buy the ingredients';

  let list: ReturnType<typeof RecipeCart>;
  if (load.status === 'error') {
    list = (
      <div className="arc__state" role="alert">
        <p>{load.message}</p>
        <button type="button" className="ae-button ae-button--quiet" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  } else if (!recipe) {
    list = (
      <ul className="arc__list" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
          <li key={index} className="arc__item arc__item--placeholder" />
        ))}
      </ul>
    );
  } else {
    list = (
      <ul className="arc__list" part="list" aria-labelledby={headingId}>
        {lines.map((line, index) => {
          const id = `${headingId}-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's rows keep their order.
            <li key={index} className={`arc__item arc__item--${line.state}`} part="item">
              <input
                type="checkbox"
                id={id}
                checked={Boolean(ticked[index] && line.item)}
                disabled={!line.item}
                onChange={(event) => {
                  const next = [...ticked];
                  next[index] = event.currentTarget.checked;
                  setTicked(next);
                }}
              />
              <label htmlFor={id} className="arc__label">
                <span className="arc__name">
                  {line.name}
                  {line.note && <span className="arc__note"> — {line.note}</span>}
                </span>
                <span className="arc__detail" part="detail">
                  {lineDetail(line)}
                </span>
              </label>
              <span className="arc__price" part="price">
                {line.item ? formatKobo(line.lineKobo) : ''}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className="ae arc"
      part="container"
      data-theme={theme}
      aria-labelledby={headingId}
      aria-busy={load.status === 'waiting'}
      style={{ '--arc-rows': rows } as CSSProperties}
    >
      <div className="arc__head">
        <h2 className="arc__title" id={headingId} part="title">
          {title}
        </h2>
        <Stepper
          label="Servings"
          less="Fewer servings"
          more="More servings"
          value={shownServings}
          min={1}
          max={RECIPE_SERVINGS_MAX}
          onChange={setServings}
          part="servings"
          disabled={!recipe}
        />
      </div>
      {load.status === 'waiting' && (
        <p className="ae-hidden" role="status">
          Loading ingredients…
        </p>
      )}
      {list}
      <div className="arc__foot">
        <p className="arc__total" part="total" aria-live="polite">
          Total <strong>{formatKobo(totalKobo(chosen))}</strong>
          <span className="ae-hidden"> for {itemsText(items.length)}</span>
        </p>
        <CartLink url={url} onClick={(event) => emit(ADD_EVENT, { items, url }) || event.preventDefault()}>
          Add {itemsText(items.length)} to cart
        </CartLink>
      </div>
      <p className="ae-from">Sold by {brand.name}</p>
    </section>
  );
}
