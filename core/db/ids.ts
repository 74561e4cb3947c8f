import { randomFillSync } from 'node:crypto';

const ID_RANDOM_BYTES = 10;
/**
 * Random bytes are drawn from the system in blocks: one call per id cost more than building
 * the rest of a product's rows when an import makes tens of thousands of ids at once.
 */
const pool = Buffer.alloc(ID_RANDOM_BYTES * 512);
let offset = pool.length;

function randomHex(): string {
  if (offset + ID_RANDOM_BYTES > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += ID_RANDOM_BYTES;
  return pool.toString('hex', offset - ID_RANDOM_BYTES, offset);
}

/**
 * A new row id, for rows written with createMany that others must reference in the same batch.
 * Time first, so ids made later sort later; 80 random bits keep them unguessable and unique.
 */
export const newId = (): string => `c${Date.now().toString(36)}${randomHex()}`;
