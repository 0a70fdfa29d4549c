import type { ApiClient } from '@ata/core/http';
import { productAnswer } from '@ata/core/testing';
import { describe, expect, it } from 'vitest';
import { catalogQueries } from './queries.ts';

/** An API client whose every GET answers `answer`. */
const answering = (answer: unknown) => ({ getJson: async () => answer }) as unknown as ApiClient;

// The schemas load when a query runs (schemas.ts, imported then): the answers are still read with them.
describe('catalogue queries', () => {
  it('read a product with core’s schema: a price sent as text is a number', async () => {
    const queries = catalogQueries(answering({ ...productAnswer, price: '4200.00' }));
    const product = await queries.product('ground-crayfish').queryFn({});
    expect(product.price).toBe(4200);
    expect(product.variants).toHaveLength(2);
  });

  it('refuse an answer that is not what the schema says', async () => {
    const queries = catalogQueries(answering({ ...productAnswer, id: 42 }));
    await expect(queries.product('ground-crayfish').queryFn({})).rejects.toThrow();
    await expect(catalogQueries(answering([{ id: 'x' }])).categories.queryFn({})).rejects.toThrow();
  });

  it('send the error of the request, not of the schemas, when the shop refuses', async () => {
    const refused = new Error('404');
    const client = { getJson: () => Promise.reject(refused) } as unknown as ApiClient;
    await expect(catalogQueries(client).catalog({}).queryFn({})).rejects.toBe(refused);
  });
});
