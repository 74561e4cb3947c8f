// The bench's member file: the same rows for the import and for the floor.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { normalizePhone } from '../../../core/members/import/member-phone.ts';
import { parseDateOfBirth } from '../../../core/members/import/member-row.ts';

export const BATCH = 'Bench batch';

const NAMES = ['Aisyah binti Ahmad', 'Tan Mei Ling 陈美玲', 'Muhammad Hafiz bin Ismail', 'Rajesh Kumar a/l Subramaniam', '李伟', 'Nurul Izzah', 'Lim, Ah Kow', 'Siti Nurhaliza'];

/** Row i's cells: a name in one of three languages, a unique e-mail, a MY or SG phone written several ways, a birthday in both forms or none. */
function cells(i: number): [name: string, email: string, phone: string, dateOfBirth: string] {
  const n = String(i).padStart(7, '0');
  const phone = i % 4 === 0 ? `+65 9${n}` : i % 4 === 1 ? `012-${n}` : i % 4 === 2 ? `+6011 ${n.slice(0, 3)} ${n.slice(3)}0` : `019${n}`;
  const day = (i % 28) + 1;
  const dob = i % 3 === 0 ? '' : i % 3 === 1 ? `1990-0${(i % 9) + 1}-${String(day).padStart(2, '0')}` : `${day}/${(i % 12) + 1}/1985`;
  return [NAMES[i % NAMES.length]!, `Member.${i}@Example.com`, phone, dob];
}

/** The CSV as a spreadsheet program saves it: a byte-order mark, CRLF, header variants, quoted commas. */
export async function writeMembersCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('\uFEFFName,E-mail,Mobile,DOB\r\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const [name, email, phone, dob] = cells(i);
    chunk += `${name.includes(',') ? `"${name}"` : name},${email},${phone},${dob}\r\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'close');
}

/** The Member columns the import writes, in the floor's order. */
export const MEMBER_COLUMNS = ['merchantId', 'id', 'memberNo', 'name', 'nameKey', 'email', 'emailKey', 'phone', 'dateOfBirth', 'status', 'source', 'importBatch', 'joinedAt', 'updatedAt'] as const;

/** Row i as the import stores it (ids from newId), for the floor to insert as it is. */
export function memberValues(merchantId: string, i: number, id: string, now: string): (string | number | null)[] {
  const [name, email, phone, dob] = cells(i);
  return [merchantId, id, i + 1, name, name.toLowerCase(), email, email.toLowerCase(), normalizePhone(phone), dob ? parseDateOfBirth(dob) : null, 1, 'import', BATCH, now, now];
}
