import type { DataProvider, GetListParams, RaRecord } from 'react-admin';

/** The API answers at most 1000 rows per request, so "everything" is read page by page. */
export const API_PAGE_LIMIT = 1000;

export async function fetchAll<T extends RaRecord>(
  getList: DataProvider['getList'],
  resource: string,
  params: Pick<GetListParams, 'filter' | 'sort' | 'signal'>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await getList<T>(resource, {
      ...params,
      pagination: { page, perPage: API_PAGE_LIMIT },
    });
    rows.push(...data);
    if (data.length < API_PAGE_LIMIT || (total !== undefined && rows.length >= total)) return rows;
  }
}
