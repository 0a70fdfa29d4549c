import { type ComponentType, createElement, lazy } from 'react';

/**
 * A lazily loaded screen that can be fetched ahead of rendering. Once loaded it renders directly
 * (no suspending), so a server-rendered page hydrates in one pass instead of leaving the screen inert
 * while its chunk downloads; before that it behaves like `React.lazy`.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let promise: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    promise ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return promise;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Screen = (props: Props) => createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  return Object.assign(Screen, { preload });
}
