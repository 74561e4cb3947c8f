/** The number part of an invoice number at the kept width: width 5, 12 -> '00012'. A longer number keeps all its digits. */
export const padInvoiceNumber = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * Whether a typed starting number may follow the last invoice number given (next - 1): it must
 * exceed it. Before the first invoice (next = 1) any number of 1 or more is accepted.
 */
export const startingNumberAllowed = (typed: string, invoiceNextNumber: number): boolean => Number(typed) > invoiceNextNumber - 1;
