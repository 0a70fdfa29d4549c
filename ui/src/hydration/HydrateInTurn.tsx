import { type ReactNode, Suspense } from 'react';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Progressive hydration, so that a long page hydrates in several short tasks instead of one long one (on a slow
 * phone a tap waits for the task in progress). Preact keeps the server's DOM of a component that throws a promise
 * while hydrating, and hydrates it where it left off once the promise settles: `HydrateInTurn` throws one that
 * opens a task or more after the application's own hydration. The state is on the global object because every
 * micro-frontend bundles its own copy of this module, and the shell waits for all of them.
 */
interface Turns {
  /** Set while an application hydrates (`whileHydrating`): Preact hydrates in one synchronous call. */
  hydrating: number;
  /** The turns asked for during the hydration in progress, each opened once the ones before it are. */
  waiting: Map<number, { opened: Promise<void>; open: () => void }>;
  /** Settles once every turn handed out so far has opened. */
  allOpened: Promise<void>;
}

const TURNS = Symbol.for('ata.hydration.turns');

function turns(): Turns {
  const page = globalThis as { [TURNS]?: Turns };
  page[TURNS] ??= { hydrating: 0, waiting: new Map(), allOpened: Promise.resolve() };
  return page[TURNS];
}

/**
 * Runs an application's hydration (`hydrate` must hydrate synchronously, as Preact's does); the parts it
 * deferred then hydrate turn by turn, a task each, after it.
 */
export function whileHydrating<T>(hydrate: () => T): T {
  const state = turns();
  state.hydrating += 1;
  try {
    return hydrate();
  } finally {
    state.hydrating -= 1;
    if (state.hydrating === 0 && state.waiting.size > 0) {
      const waiting = [...state.waiting].sort(([a], [b]) => a - b).map(([, turn]) => turn);
      state.waiting = new Map();
      state.allOpened = state.allOpened.then(async () => {
        for (const turn of waiting) {
          await yieldToBrowser();
          turn.open();
        }
      });
    }
  }
}

/**
 * Settles once every part deferred so far has hydrated (at once when none was): the page answers every tap
 * from then on. A turn's parts hydrate in the microtasks after it opens, before the next task.
 */
export async function deferredPartsHydrated(): Promise<void> {
  await turns().allOpened;
  await yieldToBrowser();
}

/** The turn of a list's item at `index`: 0 for the first `withPage` (with the page), then `perTurn` a turn. */
export const listTurn = (index: number, withPage: number, perTurn: number): number =>
  index < withPage ? 0 : 1 + Math.floor((index - withPage) / perTurn);

function Turn({ turn, children }: { turn: number; children: ReactNode }) {
  const state = turns();
  if (state.hydrating > 0) {
    let waiting = state.waiting.get(turn);
    if (!waiting) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      waiting = { opened, open };
      state.waiting.set(turn, waiting);
    }
    throw waiting.opened;
  }
  return children;
}

/**
 * A part of a server-drawn page (a product card past the first rows) hydrated in its turn, after the rest of
 * its application: turn 1 a task after it, turn 2 a task after turn 1, and so on; parts of one turn together
 * (turn 0: with the application).
 * Drawn at once on the server and in a page the browser draws itself. `children` must draw one element: it is
 * the node Preact keeps while the part waits. Until then its forms and links work as plain HTML, and taps on
 * its buttons wait with the page's other early taps (the page is marked hydrated once every turn is taken).
 */
export function HydrateInTurn({ turn, children }: { turn: number; children: ReactNode }) {
  if (turn <= 0) return children;
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
