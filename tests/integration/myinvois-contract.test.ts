import { afterEach, describe, expect, it } from 'vitest';
import { orderInvoiceModel } from '../../core/e-invoice/document/order-invoice.ts';
import { SAMPLE_COMPANY_BUYER, SAMPLE_SUPPLIER, sampleOrder } from '../../core/e-invoice/document/sample-orders.ts';
import { writeInvoice, type TInvoiceDocument } from '../../core/e-invoice/document/write-invoice.ts';
import { myInvoisConfig } from '../../core/e-invoice/myinvois-config.ts';
import { MyInvoisError } from '../../core/e-invoice/myinvois-port.ts';
import { myInvoisFor } from '../../server/integrations/myinvois/myinvois-for.ts';
import { myInvoisHttp } from '../../server/integrations/myinvois/myinvois-http.ts';
import { INVALID_MYINVOIS_SECRET, MYINVOIS_SIMULATOR_CLIENT } from '../../server/integrations/myinvois/myinvois-simulator.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';

// The real MyInvois adapter against its simulator, with short timeouts so the timeout switch shows quickly.
const url = await simulatorUrl('/myinvois');
const fast = { timeoutMs: 300, backoffMs: [10, 10] };
const myInvois = myInvoisHttp({ url, ...MYINVOIS_SIMULATOR_CLIENT, ...fast });
const TIN = SAMPLE_SUPPLIER.tin;
let next = 5000;

const control = (path: string, body: unknown = {}) => fetch(`${url}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const invoice = (): { codeNumber: string; document: TInvoiceDocument } => {
  const order = sampleOrder(next++, { lines: [{ name: 'Batik shirt', qty: 2, unitSen: 8990 }], voucherSen: 500, salesTaxBp: 1000, shippingSen: 800 });
  return { codeNumber: order.invoiceNo!, document: writeInvoice(orderInvoiceModel(order, SAMPLE_SUPPLIER, SAMPLE_COMPANY_BUYER, new Date())) };
};

afterEach(async () => {
  await control('timeout', { on: false });
  await control('hold', { reads: 0 });
});

describe('MyInvois adapter against its simulator', () => {
  it('submits a document (base64 with its hash) and reads it Valid with a long ID; the simulator received the same JSON', async () => {
    const sent = invoice();
    const submission = await myInvois.submit(TIN, [sent]);
    expect(submission.rejected).toEqual([]);
    expect(submission.accepted).toEqual([{ codeNumber: sent.codeNumber, uuid: expect.stringMatching(/^[0-9A-F]{26}$/) }]);
    const uuid = submission.accepted[0]!.uuid;
    const doc = await myInvois.document(TIN, uuid);
    expect(doc).toMatchObject({ uuid, status: 'Valid', errors: [] });
    expect(doc.longId).toMatch(/^[A-Za-z0-9]{40}$/);
    const received = (await (await fetch(`${url}/_control/documents/${uuid}`)).json()) as { document: unknown; tin: string };
    expect(received).toEqual({ codeNumber: sent.codeNumber, tin: TIN, document: JSON.parse(JSON.stringify(sent.document)) });
  });

  it('answers a document whose sums or required fields are wrong Invalid, with errors by field path', async () => {
    const sent = invoice();
    const inv = sent.document.Invoice[0] as Record<string, unknown>;
    delete inv.AccountingCustomerParty;
    const totals = inv.LegalMonetaryTotal as Record<string, [{ _: number }]>[];
    totals[0]!.PayableAmount![0]._ = 1;
    const submission = await myInvois.submit(TIN, [sent]);
    const doc = await myInvois.document(TIN, submission.accepted[0]!.uuid);
    expect(doc.status).toBe('Invalid');
    expect(doc.longId).toBe('');
    expect(doc.errors.map((e) => e.propertyPath)).toEqual(expect.arrayContaining(['Invoice.AccountingCustomerParty.Party', 'Invoice.LegalMonetaryTotal.PayableAmount']));
  });

  it('stays Submitted while held, then becomes Valid; a forced refusal is answered Invalid for its field', async () => {
    await control('hold', { reads: 1 });
    const held = await myInvois.submit(TIN, [invoice()]);
    const uuid = held.accepted[0]!.uuid;
    expect((await myInvois.document(TIN, uuid)).status).toBe('Submitted');
    expect((await myInvois.document(TIN, uuid)).status).toBe('Valid');

    await control('invalid-next', { propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification.TIN', error: 'TIN and ID do not match' });
    const refused = await myInvois.submit(TIN, [invoice()]);
    expect(await myInvois.document(TIN, refused.accepted[0]!.uuid)).toMatchObject({
      status: 'Invalid',
      errors: [{ propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification.TIN', error: 'TIN and ID do not match' }],
    });
  });

  it('rejects a second valid document with the same code number outright, naming the field', async () => {
    const sent = invoice();
    await myInvois.submit(TIN, [sent]);
    const again = await myInvois.submit(TIN, [sent]);
    expect(again.accepted).toEqual([]);
    expect(again.rejected).toEqual([{ codeNumber: sent.codeNumber, errors: [{ propertyPath: 'Invoice.ID', error: expect.stringContaining('duplicates') }] }]);
  });

  it("does not show one taxpayer's documents to another", async () => {
    const submission = await myInvois.submit(TIN, [invoice()]);
    const error = await myInvois.document('C9999999990', submission.accepted[0]!.uuid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MyInvoisError);
    expect(error).toMatchObject({ reason: 'refused', status: 404 });
  });

  it('is the simulator when configured so, and nothing without credentials', async () => {
    expect(myInvoisFor(myInvoisConfig({}))).toBeUndefined();
    expect(myInvoisConfig({ MYINVOIS_CLIENT_ID: 'id', MYINVOIS_CLIENT_SECRET: 'secret' })).toEqual({ kind: 'http', url: 'https://preprod-api.myinvois.hasil.gov.my', clientId: 'id', clientSecret: 'secret' });
    const simulated = myInvoisFor(myInvoisConfig({ MYINVOIS: 'simulator' }))!;
    const submission = await simulated.submit(TIN, [invoice()]);
    expect((await simulated.document(TIN, submission.accepted[0]!.uuid)).status).toBe('Valid');
  });

  it('refuses bad credentials and times out while the simulator hangs', async () => {
    const wrong = myInvoisHttp({ url, clientId: 'x', clientSecret: INVALID_MYINVOIS_SECRET, ...fast });
    expect(await wrong.submit(TIN, [invoice()]).catch((e: unknown) => e)).toMatchObject({ name: 'MyInvoisError', reason: 'refused', status: 400 });
    await control('timeout', { on: true });
    const error = await myInvois.submit(TIN, [invoice()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MyInvoisError);
    expect(error).toMatchObject({ reason: 'connection' });
    expect((error as MyInvoisError).message).toContain('no answer');
  });
});
