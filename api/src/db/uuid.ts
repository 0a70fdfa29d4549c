const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** uuid columns refuse other text with an error: ids that are not uuids are looked up as "no match" instead. */
export const isUuid = (value: string): boolean => UUID.test(value);
