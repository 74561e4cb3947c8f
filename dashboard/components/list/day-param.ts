const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day filter from the URL ('YYYY-MM-DD'); anything else is no filter. */
export const dayParam = (value: string | undefined): string | undefined => (value && DAY.test(value) ? value : undefined);
