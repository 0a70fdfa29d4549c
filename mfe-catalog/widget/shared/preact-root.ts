// 'react-dom/client' in the embeds' builds (see preact-react.ts): React's root API over Preact's render.
import { type ComponentChild, render } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
