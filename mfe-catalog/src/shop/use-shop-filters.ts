import { type FilterSet, filtersToSearchParams, parseFilters } from '@ata/core/catalog';
import { navigate, shopHref, useLocation } from '@ata/ui';
import { useCallback, useMemo } from 'react';

/**
 * The shop's filter set lives in the address bar: read from it on every history change and
 * written back without a reload, so back/forward and pasted links restore the same view.
 */
export function useShopFilters() {
  const { search } = useLocation();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);

  const setFilters = useCallback((change: Partial<FilterSet>) => {
    // Read the live URL, not a render's copy, so quick successive changes never undo each other.
    const current = parseFilters(new URLSearchParams(window.location.search));
    const next = shopHref(filtersToSearchParams({ ...current, ...change }));
    if (next !== window.location.pathname + window.location.search) navigate(next);
  }, []);

  const resetFilters = useCallback(() => navigate(shopHref()), []);

  return { filters, setFilters, resetFilters };
}
