// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

function SearchBox() {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setText);
  return (
    <>
      <input ref={field} value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const serverMarkup = () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBox />);
  document.body.append(container);
  return container;
};

describe('useTypedBeforeHydration', () => {
  it('starts the state from what was typed into the server markup before hydration', async () => {
    const container = serverMarkup();
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'suya';
    await act(async () => {
      hydrateRoot(container, <SearchBox />);
    });
    expect(input.value).toBe('suya');
    expect(container.querySelector('output')?.textContent).toBe('suya');
  });

  it('leaves the state alone when nothing was typed', async () => {
    const container = serverMarkup();
    await act(async () => {
      hydrateRoot(container, <SearchBox />);
    });
    expect(container.querySelector('output')?.textContent).toBe('');
  });
});
