/**
 * Three-way merge of stored JSON records, for two tabs that wrote the same record at once (issue 9):
 * localStorage has no transactions, so a tab can write over a change another tab made a moment
 * before. What changed from `base` to `ours` is applied to `theirs`, the record as the other tab
 * left it. Objects merge key by key; lists of objects with an `id` item by item, so an entry either
 * side added is kept; lists of strings (liked post ids) as sets. When both sides changed the same
 * value, theirs wins, so both tabs settle on one record.
 */
export function mergeJson(base: unknown, ours: unknown, theirs: unknown): unknown {
  if (sameJson(ours, theirs) || sameJson(ours, base)) return theirs;
  if (sameJson(theirs, base)) return ours;
  if (isObject(ours) && isObject(theirs)) return mergeObjects(isObject(base) ? base : {}, ours, theirs);
  if (isKeyedList(ours) && isKeyedList(theirs)) return mergeKeyedLists(isKeyedList(base) ? base : [], ours, theirs);
  if (isStringList(ours) && isStringList(theirs)) return mergeSets(isStringList(base) ? base : [], ours, theirs);
  return theirs;
}

/** Deep equality of JSON values; key order does not matter, and an undefined key is an absent one. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
  const aKeys = keys(a);
  return aKeys.length === keys(b).length && aKeys.every((key) => sameJson(a[key], b[key]));
}

type JsonObject = Record<string, unknown>;
type Keyed = JsonObject & { id: string };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isKeyedList(value: unknown): value is Keyed[] {
  return Array.isArray(value) && value.every((item) => isObject(item) && typeof item.id === 'string');
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function mergeObjects(base: JsonObject, ours: JsonObject, theirs: JsonObject): JsonObject {
  const merged: JsonObject = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(base)])) {
    const value = mergeJson(base[key], ours[key], theirs[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function mergeKeyedLists(base: Keyed[], ours: Keyed[], theirs: Keyed[]): Keyed[] {
  const inBase = new Map(base.map((item) => [item.id, item]));
  const inOurs = new Map(ours.map((item) => [item.id, item]));
  const merged: Keyed[] = [];
  for (const item of theirs) {
    const mine = inOurs.get(item.id);
    const original = inBase.get(item.id);
    // Gone from ours but in the base: we removed it, unless they have changed it since.
    if (mine === undefined && original !== undefined && sameJson(item, original)) continue;
    merged.push(mine === undefined ? item : (mergeJson(original, mine, item) as Keyed));
  }
  // Ours alone: added here (kept, after the item it followed, so appended entries stay last and
  // prepended posts first) or removed there (left out).
  const mergedIds = new Set(merged.map((item) => item.id));
  ours.forEach((item, index) => {
    if (mergedIds.has(item.id) || inBase.has(item.id)) return;
    const previous = ours.slice(0, index).reverse().find((other) => mergedIds.has(other.id));
    const at = previous ? merged.findIndex((other) => other.id === previous.id) + 1 : 0;
    merged.splice(at, 0, item);
    mergedIds.add(item.id);
  });
  return merged;
}

function mergeSets(base: string[], ours: string[], theirs: string[]): string[] {
  const removed = new Set(base.filter((item) => !ours.includes(item)));
  const kept = theirs.filter((item) => !removed.has(item));
  return [...kept, ...ours.filter((item) => !base.includes(item) && !kept.includes(item))];
}

/**
 * Whether `record` could have been written from `earlier`: it holds every entry (by id) of each of
 * `earlier`'s keyed lists. Entries are never removed one by one, so a record lacking one was
 * written by a tab that had not seen `earlier`.
 */
export function includesEntriesOf(record: unknown, earlier: unknown): boolean {
  if (!isObject(record) || !isObject(earlier)) return false;
  return Object.entries(earlier).every(([key, list]) => {
    if (!Array.isArray(list) || list.length === 0 || !isKeyedList(list)) return true;
    const kept = record[key];
    const ids = new Set(isKeyedList(kept) ? kept.map((item) => item.id) : []);
    return list.every((item) => ids.has(item.id));
  });
}
