// pg-copy-streams ships no types; the part of its API the benchmarks use.
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream';
  import type { Submittable } from 'pg';

  export type CopyStreamQuery = Writable & Submittable;
  /** A COPY ... FROM STDIN statement as a writable stream; pass it to client.query, write the rows, end it. */
  export function from(sql: string): CopyStreamQuery;
}
