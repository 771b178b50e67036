/**
 * `make()`'s answer, made on the first call and kept. For what is costly to make at every start (a compiled JSON
 * schema, the OpenAPI document) and often never used by a process, a worker or a test file.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
