const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id: anything else names no row, so it is answered without a query. */
export const isUuid = (value: string): boolean => UUID.test(value);
