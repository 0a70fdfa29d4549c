/** A fragment of SQL with its `?` parameters, composed with the `sql` template tag. */
export interface Sql {
  text: string;
  params: unknown[];
}

const isSql = (value: unknown): value is Sql =>
  typeof value === 'object' && value !== null && 'text' in value && 'params' in value;

/**
 * sql`… ${value} …`: a value becomes a `?` parameter, a nested fragment is inlined with its parameters, so
 * that every parameter stays next to the text it belongs to however the fragments are combined.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0] ?? '';
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isSql(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1] ?? '';
  });
  return { text, params };
}

/** Text written by this module (never by a client), without parameters. */
export const raw = (text: string): Sql => ({ text, params: [] });

/** Every fragment must hold (`true` when there are none). */
export function and(parts: (Sql | null)[]): Sql {
  const kept = parts.filter((part): part is Sql => part !== null);
  return kept.length === 0
    ? raw('true')
    : {
        text: kept.map((part) => `(${part.text})`).join(' and '),
        params: kept.flatMap((part) => part.params),
      };
}
