/** Whether error is a unique-constraint violation (Prisma P2002), on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
