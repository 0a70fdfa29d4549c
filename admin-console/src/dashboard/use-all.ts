import { useQuery } from '@tanstack/react-query';
import { type RaRecord, type SortPayload, useDataProvider } from 'react-admin';
import { fetchAll } from '../data/fetch-all.ts';

/** Every record of a resource (the dashboard's totals must count all orders, not one page). */
export function useAll<T extends RaRecord>(resource: string, sort: SortPayload) {
  const dataProvider = useDataProvider();
  return useQuery({
    // Under react-admin's own key prefix, so its mutations on the resource refresh the dashboard too.
    queryKey: [resource, 'getList', { all: true, sort }],
    queryFn: ({ signal }) => fetchAll<T>(dataProvider.getList, resource, { filter: {}, sort, signal }),
  });
}
