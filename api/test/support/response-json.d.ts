// Tests read many JSON answers of known shape; let `response.json()` be loosely typed there only.
declare global {
  interface Response {
    // biome-ignore lint/suspicious/noExplicitAny: test-only convenience for reading JSON answers
    json<T = any>(): Promise<T>;
  }
}

export {};
