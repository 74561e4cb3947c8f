import { createScanLink } from '../../../../core/auth/access-links.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface AccessLinkFixtures {
  scanLinkId: string;
}

/** A scan-and-secure code of A's admin, still waiting to be scanned. */
export async function seedAccessLinks(ctx: Ctx): Promise<AccessLinkFixtures> {
  const code = await createScanLink(ctx);
  return { scanLinkId: code.id };
}
