// The buyer-documents feature's public face: its routes and other features import from here, never from the modules.
// upload.ts takes a file in, list.ts reads the buyer's documents, shares.ts lets institutions read them, files.ts
// serves, zips and deletes them (docs/product/documents.md).
export { uploadDocument, type DocumentsDeps, type DocumentUpload } from './upload';
export { documentsForExport, myDocuments } from './list';
export { endShare, endSharesOfRequest, extendShare, shareDocuments } from './shares';
export { startPendingScanPass } from './scan-pass';
export { deleteDocument, deleteDocumentRowsOf, markNotApplicable, ownFile, ownFilesZip, removeOwnerFiles } from './files';
export { asciiFileName } from './file-names';
export { liveShare } from './live-share';
