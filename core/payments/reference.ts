/** A purchase's reference at the provider: its merchant and its id, so a webhook finds it without a global lookup. */
export const purchaseReference = (merchantId: string, purchaseId: string): string => `${merchantId}.${purchaseId}`;

export function readReference(reference: string): { merchantId: string; purchaseId: string } | null {
  const match = /^([\w-]{1,64})\.([\w-]{1,64})$/.exec(reference);
  return match ? { merchantId: match[1]!, purchaseId: match[2]! } : null;
}
