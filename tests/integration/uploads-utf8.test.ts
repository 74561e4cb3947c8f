import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../core/sheets/file-messages.ts';
import { isAppError } from '../../core/shared/errors.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import { seedMerchant } from '../helpers/fixtures.ts';
import { contextOf } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

/** The code and message an upload is refused with. */
async function refusedWith(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: english(error.message) };
}

describe('uploading text that is not UTF-8', () => {
  it('tells every purpose that takes CSV how to save it, on the row of the first bad byte; others keep their wrong-type message', async () => {
    const shop = await seedMerchant(rt);
    const ctx = await contextOf(rt, shop.admin.token);
    // Latin-1, as Excel's plain "CSV (Comma delimited)" saves it, with a quoted cell over two lines before the bad byte.
    const latin1 = Buffer.from('SKU,Name\r\nSL-1,"Selendang\r\nbiru"\r\nBK-1,Baju \xe9t\xe9\r\n', 'latin1');
    for (const purpose of ['product-import', 'mass-shipping', 'voucher-members', 'member-import'] satisfies UploadPurpose[]) {
      expect(await refusedWith(saveUpload(ctx, purpose, 'file.csv', latin1)), purpose).toEqual({ code: 'UPLOAD.NOT_UTF8', message: english(FILE_MESSAGES.notUtf8(3)) });
    }
    expect(await refusedWith(saveUpload(ctx, 'mass-update', 'file.csv', latin1))).toEqual({ code: 'UPLOAD.WRONG_TYPE', message: 'Please upload an Excel (.xlsx) file.' });
    // UTF-8 text, a character cut by the end of the bytes looked at or not, is CSV as before.
    const utf8 = await saveUpload(ctx, 'product-import', 'file.csv', Buffer.from('SKU,Name\r\nBK-1,Baju 测试\r\n'));
    expect(utf8.mimeType).toBe('text/csv');
  });
});
