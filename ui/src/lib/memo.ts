/**
 * A value made once per key and kept: Intl formatters and zone checks are asked for by every
 * date and amount cell on every render, and building one costs far more than using it.
 */
export function memoByKey<V>(make: (key: string) => V): (key: string) => V {
  const made = new Map<string, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as V;
  };
}
