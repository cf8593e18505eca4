/** A `tel:` link a phone can dial: digits (and a leading +) only. */
export const telHref = (phone: string | null | undefined) => `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`;
