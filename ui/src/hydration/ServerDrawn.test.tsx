// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, ServerDrawn } from './ServerDrawn.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the browser draws the body with, counting its drawings (the server's one included). */
let drawings = 0;
function Body({ text }: { text: string }) {
  drawings += 1;
  return <p>{text.toUpperCase()}</p>;
}
const Post = ({ text }: { text: string }) => (
  <article>
    <h1>Post</h1>
    <ServerDrawn source={text}>
      <Body text={text} />
    </ServerDrawn>
  </article>
);

afterEach(() => {
  document.body.innerHTML = '';
  drawings = 0;
});

const serverPage = (text: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Post text={text} />);
  document.body.append(container);
  return container;
};

describe('ServerDrawn', () => {
  it('keeps the body the server drew when the page hydrates, without drawing it again', async () => {
    const container = serverPage('jollof');
    const paragraph = container.querySelector('p');
    drawings = 0;
    await act(async () => {
      hydrateRoot(container, <Post text="jollof" />);
    });
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector('p')?.textContent).toBe('JOLLOF');
    expect(drawings).toBe(0);
  });

  it('draws another source once the page is running, and keeps drawing it', async () => {
    const container = serverPage('jollof');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Post text="jollof" />);
    });
    await act(async () => root?.render(<Post text="egusi" />));
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('p')?.textContent).toBe('EGUSI');
    await act(async () => root?.render(<Post text="jollof" />));
    expect(container.querySelector('p')?.textContent).toBe('JOLLOF');
  });

  it('draws the body on a page the server did not draw', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Post text="suya" />);
    });
    expect(container.querySelector('p')?.textContent).toBe('SUYA');
  });
});

describe('fingerprint', () => {
  it('tells sources apart, the same source always alike', () => {
    expect(fingerprint('jollof rice')).toBe(fingerprint('jollof rice'));
    expect(fingerprint('jollof rice')).not.toBe(fingerprint('jollof ricf'));
    expect(fingerprint('ab')).not.toBe(fingerprint('ba'));
    expect(fingerprint('')).toMatch(/^0-/);
  });
});
