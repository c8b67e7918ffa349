import type { ComponentType } from 'react';

/**
 * A thenable that calls back at once: React's lazy then renders the component in the same
 * pass, without suspending (the server's renderToString does not wait for a promise; a
 * part already loaded shows at once).
 */
export function settled<P>(component: ComponentType<P>): Promise<{ default: ComponentType<P> }> {
  const value = { default: component };
  const thenable: PromiseLike<typeof value> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : (value as never)),
  };
  // React's lazy only calls `then`; its type asks for a whole Promise.
  return thenable as Promise<typeof value>;
}
