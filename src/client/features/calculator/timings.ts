// docs/product/constants.md timings of the calculator's bank flow.
export const bankOfferDelayMs = 3_000;
/** The short "processing" pause after a valid pre-qualification form, before choosing institutions. */
export const prequalificationProcessingMs = 500;
