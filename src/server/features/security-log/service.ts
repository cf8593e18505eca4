// The security log and its alerts (docs/security.md#security-log-and-alerts): who changed a way into an account, who
// signed in or failed to, who exported or read contact data in bulk, and what looks wrong. Other features write
// through this module only.
export { recordSecurityEvent, type SecurityEvent } from './record';
export { recordSignIn, recordSignInFailure, watchAuthRoute } from './sign-in';
export { registerExportLog } from './exports';
export { noteApiKeyAddress } from './key-addresses';
export { checkAlerts, startAlertChecker } from './alert-checker';
export { listSecurityEvents, securityEventsCsv } from './list';
export { acknowledgeAlert, listAlerts } from './alert-list';
