/*
 * A holder's contact as a vCard 3.0 (RFC 2426), written here: the npm libraries that write
 * vCards are either unmaintained (vcards-js, last release 2019, with fs code for browsers to
 * stub) or a dependency for what is a handful of escaped lines.
 */

/** RFC 2426 section 4: backslash, comma, semicolon and line breaks are escaped in a text value. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** RFC 2425 section 5.8.1: lines longer than 75 octets are folded, a continuation starting with a space; never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface VcardContact {
  name: string;
  title: string;
  phone: string;
  email: string;
}

/** The contact's vCard text, CRLF line ends; blank fields are left out. */
export function vcardOf(contact: VcardContact): string {
  const name = escapeText(contact.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:;${name};;;`,
    `FN:${name}`,
    contact.title && `TITLE:${escapeText(contact.title)}`,
    contact.phone && `TEL;TYPE=CELL:${escapeText(contact.phone)}`,
    contact.email && `EMAIL;TYPE=INTERNET:${escapeText(contact.email)}`,
    'END:VCARD',
  ];
  return `${lines.filter(Boolean).map((line) => fold(line as string)).join('\r\n')}\r\n`;
}
