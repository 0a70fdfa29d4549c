import { z } from 'zod';
import { type Endpoint, endpoints, schemas } from './endpoints.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `$ref` to a named component when the schema is one of them, else the schema inline. */
function schemaRef(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const name = Object.entries(schemas).find(([, s]) => s === schema)?.[0];
  return name ? { $ref: `#/components/schemas/${name}` } : toSchema(schema, io);
}

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'message per field' },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const listParameters = [
  {
    name: 'sort',
    in: 'query',
    description: 'ra-data-simple-rest: ["field","ASC|DESC"]',
    schema: { type: 'string' },
  },
  {
    name: 'range',
    in: 'query',
    description: 'ra-data-simple-rest: [start,end] (inclusive)',
    schema: { type: 'string' },
  },
  {
    name: 'filter',
    in: 'query',
    description: 'ra-data-simple-rest: {"q":"text","id":[...],...}',
    schema: { type: 'string' },
  },
];

function operation(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = (endpoint.query ?? []).map((q) => ({ ...q, in: 'query', schema: { type: 'string' } }));
  const response = endpoint.response;
  const responseSchema = Array.isArray(response)
    ? { type: 'array', items: schemaRef(response[0], 'output') }
    : response
      ? schemaRef(response, 'output')
      : undefined;
  const responses: Record<string, unknown> = {
    [String(endpoint.status ?? 200)]: {
      description: 'Success',
      ...(responseSchema ? { content: { 'application/json': { schema: responseSchema } } } : {}),
      ...(endpoint.list
        ? {
            headers: {
              'Content-Range': {
                description: 'with sort/range/filter: `<resource> <start>-<end>/<total>`',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
    },
  };
  if (endpoint.body)
    responses['400'] = errorResponse('Malformed JSON or invalid fields (`errors` per field)');
  if (endpoint.path.includes(':')) responses['404'] = errorResponse('Unknown id');
  if (endpoint.access === 'admin') {
    responses['401'] = errorResponse('Not signed in');
    responses['403'] = errorResponse('Not an admin');
  }
  if (endpoint.method === 'post' || endpoint.method === 'put') responses['409'] = errorResponse('Conflict');
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.access === 'admin' ? { security: [{ session: [] }, { basic: [] }] } : {}),
    parameters: [...pathParams, ...query, ...(endpoint.list ? listParameters : [])],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, generated from the core zod schemas. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ata Market API', version: '1.0.0', description: 'Nigerian spices and foodstuffs shop.' },
    paths,
    components: {
      schemas: {
        ...Object.fromEntries(
          Object.entries(schemas).map(([name, schema]) => [name, toSchema(schema, 'output')]),
        ),
        Error: errorSchema,
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'ata_session' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  };
}
