/**
 * The e-mail keys a file has shown so far, each with the row that had it first, for the
 * in-file duplicate check of a member import. A file may hold a million rows, so the keys
 * themselves are not kept: each is stored as a 64-bit fingerprint (two independent 32-bit
 * hashes) beside its row number, in one typed array of three 32-bit words a slot (open
 * addressing, linear probing, at most 3/4 full). That is 12 bytes a slot, 16 MB for a million
 * rows, outside the JavaScript heap, where a Map of the keys took 80-90 bytes a row on it.
 *
 * A fingerprint can in principle be shared by two different keys. With 64 bits the chance that
 * any two of a million keys share one is about n^2 / 2^65, i.e. 3e-8 for a whole million-row
 * file: far below the rate at which memory and disks silently flip bits while such a file is
 * read, so a row is reported as a repeat only when its e-mail really is.
 */
export class EmailFirstRows {
  #slots: Uint32Array;
  #capacity: number;
  #size = 0;

  /** expected: about how many keys will come (the table grows past it, at the price of a copy). */
  constructor(expected = 1 << 12) {
    this.#capacity = Math.max(16, Math.ceil(expected / MAX_LOAD));
    this.#slots = new Uint32Array(this.#capacity * WORDS);
  }

  get size(): number {
    return this.#size;
  }

  /** The row that first had key, or 0 when it is new (then row is recorded as its first). Rows count from 1. */
  claim(key: string, row: number): number {
    // Two FNV-1a style passes with different primes and seeds, each finished with murmur3's mix.
    let a = 0x811c9dc5;
    let b = 0x9e3779b9;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
    }
    a = mix(a ^ key.length);
    b = mix(b);
    const slots = this.#slots;
    for (let i = home(a, this.#capacity); ; i = i + 1 === this.#capacity ? 0 : i + 1) {
      const at = i * WORDS;
      const first = slots[at + 2]!;
      if (first === 0) {
        slots[at] = a;
        slots[at + 1] = b;
        slots[at + 2] = row;
        if (++this.#size > this.#capacity * MAX_LOAD) this.#grow();
        return 0;
      }
      if (slots[at] === a && slots[at + 1] === b) return first;
    }
  }

  /** Twice the slots; every fingerprint moves to its place in the larger table. */
  #grow(): void {
    const old = this.#slots;
    const capacity = this.#capacity * 2;
    const slots = new Uint32Array(capacity * WORDS);
    for (let at = 0; at < old.length; at += WORDS) {
      if (old[at + 2] === 0) continue;
      let i = home(old[at]!, capacity);
      while (slots[i * WORDS + 2] !== 0) i = i + 1 === capacity ? 0 : i + 1;
      slots.set(old.subarray(at, at + WORDS), i * WORDS);
    }
    this.#slots = slots;
    this.#capacity = capacity;
  }
}

/** A slot: the fingerprint's two hashes, then the first row (0: the slot is free). */
const WORDS = 3;
/** Linear probing stays short while at most this share of the slots is taken. */
const MAX_LOAD = 0.75;

/** A slot for a 32-bit hash in a table of any size (the hash scaled, not masked: no power of two needed). */
const home = (hash: number, capacity: number): number => Math.floor((hash / 0x1_0000_0000) * capacity);

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
