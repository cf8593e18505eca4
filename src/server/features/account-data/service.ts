// The account-data feature's public face: its routes and other features import from here, never from the modules.
// export.ts gathers everything stored about a buyer, delete.ts deletes the account.
export { buyerDataExport, type BuyerDataExport } from './export';
export { deleteBuyerAccount, deletedAccountEmail, deletedAccountName } from './delete';
