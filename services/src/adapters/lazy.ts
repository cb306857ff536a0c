/**
 * A value created on first use and reused afterwards (across invocations of a warm Lambda). SDK
 * clients are built this way, each in a module of its own, so a function loads and constructs only
 * the clients of the adapters it uses. Region and endpoints come from the SDK's standard
 * environment variables (AWS_REGION, AWS_ENDPOINT_URL_{SERVICE}): the same code talks to AWS or to
 * the local stand-ins.
 */
export function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}
