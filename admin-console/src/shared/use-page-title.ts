import { brand } from '@ata/core/site';
import { useEffect } from 'react';

export const adminTitle = (page: string) => `${page} | ${brand.name} Admin`;

/** Sets document.title while the screen is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
