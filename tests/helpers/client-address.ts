let next = 0;

/**
 * A client address of its own for each call (10.x.y.z): tests that place many orders stay within the per-client
 * order budget, which `order-budget` tests on purpose.
 */
export function anotherClientAddress(): string {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
}
