/**
 * A value made on first use for each key and kept. Intl formatters are made this way, one per language (and
 * options): building one costs a browser milliseconds, the first of its kind in a page tens of them, and a page
 * formats many values.
 */
export function keptPerKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
