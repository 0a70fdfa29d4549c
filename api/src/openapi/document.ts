import type { $ZodType } from 'zod/v4/core';
import { toJSONSchema } from 'zod/v4/core';
import { implicitResponses, type ResponseDecl, type RouteDecl } from '../http/route.ts';
import { namedSchemas } from './components.ts';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const toSchema = (schema: $ZodType, io: Io): JsonSchema => {
  const { $schema: _ignored, ...rest } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const nameOf = new Map(Object.entries(namedSchemas).map(([name, schema]) => [schema, name]));
const elementOf = (schema: $ZodType) => {
  const def = schema._zod.def as { type: string; element?: $ZodType };
  return def.type === 'array' ? def.element : undefined;
};

/** Turns route declarations into the OpenAPI 3.1 document: paths, parameters, bodies and every answer. */
class DocumentBuilder {
  readonly components: Record<string, JsonSchema> = {};
  readonly #componentIo = new Map<string, Io>();

  /** `$ref` to a named schema (or an array of one), else the schema inline. */
  schema(schema: $ZodType, io: Io): JsonSchema {
    const name = nameOf.get(schema);
    if (name) return this.#ref(name, schema, io);
    const element = elementOf(schema);
    const elementName = element && nameOf.get(element);
    if (element && elementName) return { type: 'array', items: this.#ref(elementName, element, io) };
    return toSchema(schema, io);
  }

  #ref(name: string, schema: $ZodType, io: Io): JsonSchema {
    const known = this.#componentIo.get(name);
    if (known && known !== io) throw new Error(`Schema ${name} is used both as ${known} and as ${io}`);
    if (!known) {
      this.#componentIo.set(name, io);
      this.components[name] = toSchema(schema, io);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  parameters(schema: $ZodType | undefined, where: 'path' | 'query') {
    if (!schema) return [];
    const object = toSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(object.properties ?? {}).map(([name, { description, ...property }]) => ({
      name,
      in: where,
      required: where === 'path' || Boolean(object.required?.includes(name)),
      ...(description ? { description } : {}),
      schema: property,
    }));
  }

  requestBody(route: RouteDecl) {
    if (route.rawBody)
      return {
        required: true,
        description: route.rawBody.description,
        content: Object.fromEntries(route.rawBody.contentTypes.map((type) => [type, {}])),
      };
    if (route.body)
      return {
        required: true,
        content: { 'application/json': { schema: this.schema(route.body, 'input') } },
      };
    if (!route.bodyOverCurrent) return undefined;
    // Laid over the current record: any subset of the fields.
    const { required: _all, ...schema } = toSchema(route.bodyOverCurrent, 'input');
    return {
      required: true,
      description: 'Fields left out keep their current value; the merged record must be valid.',
      content: { 'application/json': { schema } },
    };
  }

  response(answer: ResponseDecl, status: number) {
    const decl = typeof answer === 'string' ? { description: answer, schema: namedSchemas.Error } : answer;
    const types = [decl.contentType ?? 'application/json'].flat();
    const schema = decl.schema && { schema: this.schema(decl.schema, 'output') };
    const headers = { ...decl.headers };
    if (status === 429) headers['Retry-After'] = 'seconds to wait';
    return {
      description: decl.description,
      ...(schema || decl.contentType
        ? { content: Object.fromEntries(types.map((type) => [type, schema ?? {}])) }
        : {}),
      ...(Object.keys(headers).length
        ? {
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    };
  }

  operation(route: RouteDecl) {
    const answers: Record<number, ResponseDecl> = { ...implicitResponses(route), ...route.responses };
    const requestBody = this.requestBody(route);
    return {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === 'public' ? {} : { security: [{ session: [] }, { basic: [] }] }),
      parameters: [...this.parameters(route.params, 'path'), ...this.parameters(route.query, 'query')],
      ...(requestBody ? { requestBody } : {}),
      responses: Object.fromEntries(
        Object.entries(answers)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([status, answer]) => [status, this.response(answer, Number(status))]),
      ),
    };
  }
}

export const openApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

/** `get /api/products/:id` → `getApiProductsById`: stable, unique per method and path. */
export const operationId = (route: Pick<RouteDecl, 'method' | 'path'>) =>
  route.method +
  route.path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? `By${cap(part.slice(1))}`
        : cap(part.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase())),
    )
    .join('');
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The OpenAPI 3.1 document of `routes`, generated from their declarations (it cannot drift from them). */
export function openApiDocument(routes: readonly RouteDecl[]): JsonSchema {
  const builder = new DocumentBuilder();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    if (paths[path][route.method]) throw new Error(`${route.method} ${path} is declared twice`);
    paths[path][route.method] = builder.operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ata Market API', version: '1.0.0', description: 'Nigerian spices and foodstuffs shop.' },
    paths,
    components: {
      schemas: builder.components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'ata_session' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  };
}
