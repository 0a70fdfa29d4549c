import { fetchUtils } from 'react-admin';

/** ra-data-simple-rest's JSON client, always sending the session cookie. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
