/**
 * The shared client state of platform.md section 3 that the shell uses: the previous link
 * (the page wanted before sign-in). It lives in memory: a reload starts fresh.
 */
export const clientState: { previousLink: string | null } = { previousLink: null };
