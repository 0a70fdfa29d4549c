import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { ADMIN } from './support/credentials.ts';
import { databaseSnapshot, makeProduct, orderPayload } from './support/fixtures.ts';
import { startPaymentsApp } from './support/paystack.ts';
import { rawExchange } from './support/raw-http.ts';
import { storefrontBuild } from './support/storefront-build.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * Generated bad input over every operation of the OpenAPI document (itself generated from the route
 * declarations): path parameters, query parameters and JSON bodies built from each operation's own schemas,
 * then pushed past them: text at and past its maximum, control characters, wrong types, huge numbers,
 * malformed react-admin list parameters; then every path (the operations' and the storefront's) with a
 * missing, malformed or foreign Host and with methods nothing implements. Whatever is sent, the answer is
 * never a 5xx, and a refused request (4xx) leaves every business table as it was. The app is configured as
 * `npm start` configures it from an empty environment (`loadConfig({})`), storefront included.
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Requests per operation: enough to reach every kind of value below, small enough for `npm test`. */
const RUNS = 20;

/** Every request sent by this file: the suite is only worth its claim above a thousand. */
const MIN_REQUESTS = 1_000;
let sent = 0;
let app: TestApp;
let close: () => Promise<void>;
let build: ReturnType<typeof storefrontBuild>;
let document: OpenApi;
let session = '';
/** Real ids and slugs, so that some requests reach past the "not found" into validation and the database. */
const known: Record<string, string[]> = {};

beforeAll(async () => {
  build = storefrontBuild();
  ({ app, close } = await startPaymentsApp({
    asStarted: true,
    frontend: createFrontend({ root: build.root }),
  }));
  document = await (await app.request('/api/openapi.json')).json();
  const login = await app.request('/api/auth/login', { method: 'POST', json: ADMIN });
  session = login.headers.get('set-cookie')!.split(';')[0]!;
  const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
  const posts: { id: string; slug: string }[] = await (await app.request('/api/blog')).json();
  const order = await app.request('/api/orders', { method: 'POST', json: orderPayload(product) });
  const orderId: string = (await order.json()).id;
  known.id = [product.id, product.slug, product.categoryId!, orderId];
  known.post = [posts[0]!.id, posts[0]!.slug];
  known.key = ['site_name', 'contact_address', 'social_twitter'];
  known.reference = [`ata-${orderId}-1`];
  known.category = ['recipes', 'spices'];
});
afterAll(async () => {
  await close();
  build.remove();
});

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f'];
const ODD = ['\u2028', '\u202e', '\ufeff', '\ud800', 'é', '👍🏾', '<script>', "'", '"', '\\', '%00', '%'];
const TRICKY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "'; drop table product; --",
  '../../etc/passwd',
  'javascript:alert(1)',
  '00000000-0000-4000-8000-000000000000',
];
const TRICKY_NUMBERS = [0, -1, 1, 0.5, -0.01, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e12, 1e20, 1e300, -1e300];

/** Text for a string schema: shaped like a valid value, or pushed past the schema's bounds. */
function text(schema: JsonSchema): fc.Arbitrary<string> {
  const max: number = schema.maxLength ?? 300;
  const valid: fc.Arbitrary<string>[] = [fc.string({ minLength: schema.minLength ?? 0, maxLength: 40 })];
  if (schema.format === 'uuid') valid.push(fc.uuid());
  if (schema.format === 'email') valid.push(fc.emailAddress());
  if (schema.pattern)
    try {
      valid.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the other shapes still cover the field.
    }
  return fc.oneof(
    ...valid,
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .tuple(fc.oneof(...valid), fc.constantFrom(...CONTROL, ...ODD), fc.string({ maxLength: 10 }))
      .map(([a, b, c]) => `${a}${b}${c}`),
    fc.constantFrom(max, max + 1, max * 4 + 5).map((n) => 'x'.repeat(n)),
    fc.constantFrom(...TRICKY_TEXT),
  );
}

function number(schema: JsonSchema): fc.Arbitrary<number> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((n): n is number => typeof n === 'number')
    .flatMap((n) => [n - 1, n, n + 1]);
  return fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...TRICKY_NUMBERS, ...bounds),
  );
}

/** Any value for a JSON schema, with a chance of a wrong type at every level. */
function value(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return value(document.components.schemas[schema.$ref.split('/').pop()!]!, depth);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  for (const alternative of schema.anyOf ?? schema.oneOf ?? []) choices.push(value(alternative, depth));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'string') choices.push(text(schema));
    if (type === 'number' || type === 'integer') choices.push(number(schema));
    if (type === 'boolean') choices.push(fc.boolean());
    if (type === 'null') choices.push(fc.constant(null));
    if (type === 'array' && depth < 4) {
      const item = value(schema.items ?? {}, depth + 1);
      choices.push(fc.array(item, { maxLength: 4 }));
      if (schema.maxItems !== undefined)
        choices.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
    }
    if (type === 'object' && depth < 4) {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, s]) => [key, value(s, depth + 1)]));
      choices.push(fc.record(model, { requiredKeys: schema.required ?? [] }));
    }
  }
  const wrongType = fc.jsonValue({ maxDepth: 1 });
  if (choices.length === 0) return wrongType;
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...choices) }, { weight: 1, arbitrary: wrongType });
}

/** react-admin's list parameters, well-formed or not. */
const FILTER_FIELDS = [
  'q',
  'id',
  'slug',
  'name',
  'published',
  'isFeatured',
  'categoryId',
  'status',
  'paymentStatus',
  'customerEmail',
  'password',
];
/** Mostly well-formed sort and range, so that the filter (the part that reaches SQL) is often what is wrong. */
const listParameter: Record<string, fc.Arbitrary<string>> = {
  sort: fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc.tuple(fc.constantFrom('id', 'name', 'createdAt'), fc.constantFrom('ASC', 'DESC')),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom('price', 'password', 'x'), fc.constantFrom('desc', 'sideways')),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
    )
    .map((v) => JSON.stringify(v)),
  range: fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.nat(50), fc.nat(50)).map(([a, b]) => JSON.stringify([a, a + b])) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...TRICKY_NUMBERS), fc.constantFrom(...TRICKY_NUMBERS))
        .map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: text({}) },
  ),
  filter: fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .dictionary(
          fc.constantFrom(...FILTER_FIELDS),
          fc.oneof(text({}), fc.jsonValue({ maxDepth: 2 }), fc.array(text({}), { maxLength: 3 })),
          { maxKeys: 2 },
        )
        .map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: text({}) },
  ),
};

interface Request {
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

function requests(path: string, method: string, operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => {
        // Real ids only where nothing is deleted: a DELETE gets made-up ones.
        const real = method === 'delete' ? [] : (known[p.name] ?? known.id!);
        return [p.name, real.length ? fc.oneof(text(p.schema), fc.constantFrom(...real)) : text(p.schema)];
      }),
  );
  const queryValues = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, listParameter[p.name] ?? fc.oneof(text(p.schema), fc.constantFrom(...known.id!))]),
  );
  const bodySchema = operation.requestBody && Object.values(operation.requestBody.content)[0]?.schema;
  return fc.record({
    path: fc.record(pathValues).map((values) =>
      path.replace(/\{(\w+)\}/g, (_all, name: string) =>
        // A lone surrogate cannot be put in a URL: it goes as U+FFFD, as a browser would send it.
        encodeURIComponent((values[name] as string & { toWellFormed(): string }).toWellFormed()),
      ),
    ),
    query: fc.record(queryValues, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
    body: bodySchema ? value(bodySchema) : fc.constant(undefined),
  });
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('generated bad input over every operation of the OpenAPI document', () => {
  it('never answers 5xx or anything but JSON, and a refused request changes nothing', async () => {
    const seen = new Map<string, Set<number>>();
    for (const { path, method, operation } of operations()) {
      const statuses = new Set<number>();
      seen.set(`${method} ${path}`, statuses);
      await fc.assert(
        fc.asyncProperty(requests(path, method, operation), async (request) => {
          const before = await databaseSnapshot(app.orm);
          const query = new URLSearchParams(request.query).toString();
          const headers: Record<string, string> = path === '/api/auth/logout' ? {} : { Cookie: session };
          const response = await app.request(`${request.path}${query ? `?${query}` : ''}`, {
            method: method.toUpperCase(),
            headers,
            ...(request.body !== undefined ? { json: request.body } : {}),
          });
          sent += 1;
          statuses.add(response.status);
          const body = await response.text();
          expect(response.status, body).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get('content-type')).toMatch(/^application\/json/);
            expect(typeof JSON.parse(body).message).toBe('string');
            expect(await databaseSnapshot(app.orm)).toBe(before);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    // The generated input reached past routing into validation (400) and the handlers (2xx) of many operations.
    const operationsWith = (status: (s: number) => boolean) =>
      [...seen.values()].filter((statuses) => [...statuses].some(status)).length;
    expect(operationsWith((s) => s === 400)).toBeGreaterThan(15);
    expect(operationsWith((s) => s < 300)).toBeGreaterThan(15);
    if (process.env.BAD_INPUT_REPORT)
      for (const [operation, statuses] of seen) console.log(operation, [...statuses].sort().join(' '));
  }, 120_000);
});

/** Host headers a client may write (none, malformed, not this shop's) and the status each earns. */
const BAD_HOSTS: [string | null, number][] = [
  [null, 400],
  ['', 400],
  ['a b', 400],
  ['x:99999', 400],
  ['user@127.0.0.1', 400],
  ['127.0.0.1/evil', 400],
  ['[::1', 400],
  ['%00', 400],
  ['evil.example', 421],
  ['evil.example:80', 421],
  ['127.0.0.2', 421],
];
/** Methods llhttp reads but no route implements (an unknown token is refused by Node itself, with 400). */
const ODD_METHODS = [
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'PURGE',
  'SEARCH',
  'REPORT',
  'BREW',
];
const STOREFRONT_PATHS = [
  '/',
  '/shop',
  '/product/suya-spice',
  '/blog',
  '/sitemap.xml',
  '/robots.txt',
  '/admin',
  '/no/such/page',
];

describe('any Host, any method, on every path', () => {
  it('never answers 5xx, refuses bad Hosts with 400 or 421 and odd methods with 405, and changes nothing', async () => {
    const paths = [
      ...STOREFRONT_PATHS,
      ...operations().map(({ path }) =>
        path.replace(/\{(\w+)\}/g, (_all, name: string) =>
          encodeURIComponent((known[name] ?? known.id!)[0]!),
        ),
      ),
    ];
    const host = new URL(app.url).host;
    const before = await databaseSnapshot(app.orm);
    const failures: string[] = [];
    for (const path of new Set(paths)) {
      const requests = [
        ...BAD_HOSTS.map(([bad, status]) => ({
          text:
            bad === null
              ? `GET ${path} HTTP/1.0\r\n\r\n`
              : `POST ${path} HTTP/1.1\r\nHost: ${bad}\r\nAuthorization: ${app.basic.admin}\r\n` +
                'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
          expected: [status],
        })),
        // Absolute-form names its host in the target, which then counts as the Host.
        {
          text: `GET http://evil.example${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          expected: [421],
        },
        ...ODD_METHODS.map((method) => ({
          text: `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          expected: method === 'BREW' ? [400] : path.startsWith('/api/') ? [404, 405] : [405],
        })),
      ];
      for (const { text, expected } of requests) {
        const { status } = await rawExchange(app.url, text);
        sent += 1;
        if (!expected.includes(status))
          failures.push(
            `${status} for ${JSON.stringify(text.split('\r\n')[0])} ${JSON.stringify(text.split('\r\n')[1])}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseSnapshot(app.orm)).toBe(before);
  }, 120_000);

  it(`sent at least ${MIN_REQUESTS} requests, none answered 5xx`, () => {
    if (process.env.BAD_INPUT_REPORT) console.log(`${sent} requests`);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
