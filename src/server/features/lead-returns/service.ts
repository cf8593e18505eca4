// docs/product/lender-integrations.md#lead-returns: credits for unlocks whose contact data proved wrong.
export { askForReturn, institutionReturns } from './ask';
export { adminReturns, decideReturn } from './decide';
export { confirmContactCheck, contactCheck } from './contact-check';
