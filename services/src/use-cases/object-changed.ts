/**
 * An uploaded object was replaced or removed while it was being checked or published (the storage
 * refused an ETag precondition, or the object is gone). The upload use cases refuse the file then:
 * what was checked is no longer what is there, so nothing of it is published.
 */
export class ObjectChangedError extends Error {
  override name = 'ObjectChangedError';
  constructor(readonly key: string) {
    super(`Object ${key} changed or vanished during its check`);
  }
}
