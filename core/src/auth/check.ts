import { type ApiClient, ApiError } from '../http/client.ts';
import { type AuthCheck, authCheckSchema } from './schema.ts';

/**
 * GET /api/auth/check, read with its schema. Kept out of the API client so that the storefront, which
 * never asks, does not carry zod for it. 401 → 'Unauthorized'; any other failure → 'Failed to check auth status'.
 */
export async function checkAuth(client: ApiClient): Promise<AuthCheck> {
  try {
    return authCheckSchema.parse(await client.request('GET', '/api/auth/check', undefined, 0));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error('Unauthorized');
    throw new Error('Failed to check auth status');
  }
}
