// Stands in for originjs' `virtual:__federation__` in server builds: remotes are loaded only in the
// browser (the server renders each micro-frontend from its own server entry).
const browserOnly = (): never => {
  throw new Error('Module Federation runs in the browser only');
};
export const __federation_method_setRemote = browserOnly;
export const __federation_method_getRemote = browserOnly;
export const __federation_method_unwrapDefault = browserOnly;
