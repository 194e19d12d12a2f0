// Grouping into a Map of lists; groups and their members keep first-seen order (deterministic output).

/** Append value to the list under key, starting the list on first use. */
export function appendTo<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list === undefined) groups.set(key, [value]);
  else list.push(value);
}

/** The items grouped by keyOf. */
export function groupBy<K, V>(items: Iterable<V>, keyOf: (item: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) appendTo(groups, keyOf(item), item);
  return groups;
}
