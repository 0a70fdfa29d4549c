import { type RefObject, useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A controlled field hydrates over the server's markup, where the shopper may already have typed (the
 * page paints seconds before its scripts run on a slow phone). React leaves the typed text in the DOM but
 * its state holds the server's value, so the next render or submit would act on the old one. Once
 * mounted, this hands what was typed (the field's value differs from the one React rendered, its
 * `defaultValue`) to `onTyped`, so the state starts from it.
 */
export function useTypedBeforeHydration(
  field: RefObject<Field | null>,
  onTyped: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; later typing is React's.
  useEffect(() => {
    const element = field.current;
    if (element && element.value !== element.defaultValue) onTyped(element.value);
  }, []);
}
