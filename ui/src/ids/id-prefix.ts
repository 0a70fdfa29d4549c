/**
 * The prefix of the `useId`s of one micro-frontend's tree. Preact numbers `useId` per render root, so two
 * roots on one page (three applications and the drawer's parcel) would hand out the same ids and a label
 * would point at another application's field. The server and the browser derive it from the application's
 * name (single-spa's `name` prop; the container single-spa renders it into is `single-spa-application:<name>`),
 * so hydration finds the ids the server wrote.
 */
export const idPrefixFor = (appName: string): string =>
  appName.replace(/^@ata\//, '').replace(/[^A-Za-z0-9]/g, '');

const APPLICATION_CONTAINER = 'single-spa-application:';

/** The prefix for a root rendered into `container`: its application's, or `fallback` for any other root. */
export function idPrefixOfContainer(container: Element, fallback: () => string): string {
  const id = container.id;
  return id.startsWith(APPLICATION_CONTAINER)
    ? idPrefixFor(id.slice(APPLICATION_CONTAINER.length))
    : fallback();
}
