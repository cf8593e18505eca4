// Every API path the client calls, once, as `screens.ts` does for screens. Ids are encoded here, so no caller
// builds a path by hand; query strings are added by the caller (`lib/query-string.ts` on the client).
const segment = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  publicConfig: '/api/public-config',
  /** The programme version in force (docs/product/programme.md). */
  programme: '/api/programme',
  /** Both programmes' versions in force, `{ loan, assistance }` (docs/product/programme.md#two-programmes). */
  programmes: '/api/programmes',
  /** The live-events stream (one EventSource per tab). */
  events: '/api/events',
  /** Starts a sign-in and comes back to `returnTo`. */
  login: (returnTo?: string) => (returnTo === undefined ? '/api/login' : `/api/login?returnTo=${segment(returnTo)}`),
  /** Ends the session and comes back to the landing page. */
  logout: '/api/logout',

  auth: {
    user: '/api/auth/user',
    session: '/api/auth/get-session',
    signInEmail: '/api/auth/sign-in/email',
    signInOAuth: '/api/auth/sign-in/oauth2',
    signUpEmail: '/api/auth/sign-up/email',
    sendVerificationEmail: '/api/auth/send-verification-email',
    requestPasswordReset: '/api/auth/request-password-reset',
    resetPassword: '/api/auth/reset-password',
    changePassword: '/api/auth/change-password',
    updateUser: '/api/auth/update-user',
    listSessions: '/api/auth/list-sessions',
    revokeSession: '/api/auth/revoke-session',
    revokeOtherSessions: '/api/auth/revoke-other-sessions',
    /** better-auth's second factor (docs/product/two-factor.md): enrol with the password, then the first code. */
    twoFactor: {
      enable: '/api/auth/two-factor/enable',
      verifyTotp: '/api/auth/two-factor/verify-totp',
      verifyBackupCode: '/api/auth/two-factor/verify-backup-code',
      disable: '/api/auth/two-factor/disable',
      generateBackupCodes: '/api/auth/two-factor/generate-backup-codes',
    },
  },

  // The buyer's journey.
  progress: '/api/progress',
  institutions: '/api/institutions',
  eligibility: '/api/eligibility',
  eligibilityRecent: '/api/eligibility/recent',
  calculator: '/api/calculator',
  calculatorStats: '/api/calculator/stats',
  letterPdf: '/api/calculator/letter.pdf',
  /** The latest calculation's loan, month by month and year by year; `?extra=` dollars a month toward principal. */
  amortization: '/api/calculator/amortization',
  amortizationCsv: '/api/calculator/amortization.csv',
  bankOutreach: '/api/bank-outreach',
  bankContactProgress: '/api/bank-contact-progress',
  bankContactStep: (id: string) => `/api/bank-contact-progress/${segment(id)}`,
  documents: '/api/documents',
  contact: '/api/contact',
  guideComplete: '/api/guide/complete',
  /** Published listings with the buyer's filters and a cursor (src/shared/schemas/listings.ts). */
  properties: '/api/properties',
  property: (id: string) => `/api/properties/${segment(id)}`,
  propertyInterest: (id: string) => `/api/properties/${segment(id)}/interest`,
  planMerge: '/api/plan/merge',
  planProperties: '/api/plan/properties',
  planHousingOption: '/api/plan/housing-option',

  // The buyer's lead and the institutions' requests to it.
  leads: '/api/leads',
  leadDialogShown: '/api/leads/dialog-shown',
  userLeads: '/api/user/leads',
  userLeadVariant: '/api/user/lead-variant',
  userConnectionRequests: '/api/user/connection-requests',
  userContactHolders: '/api/user/contact-holders',
  userNotices: '/api/user/notices',
  userNoticesRead: '/api/user/notices/read',
  respondToRequest: (requestId: string) => `/api/connection-requests/${segment(requestId)}/respond`,
  /** docs/product/buyer-control.md: the buyer's control over who may ask and how they may be reached. */
  revokeConsent: (requestId: string) => `/api/connection-requests/${segment(requestId)}/revoke`,
  leadControls: '/api/me/lead-controls',
  contactPreferences: '/api/me/contact-preferences',
  leadPause: '/api/me/lead-pause',
  requestLimit: '/api/me/request-limit',
  /** The buyer's own data: GET downloads it all, DELETE {password} deletes the account. */
  myData: '/api/me',
  myDataExport: '/api/me/export',
  /** The buyer's uploaded papers and their shares (docs/product/documents.md). */
  myDocuments: '/api/me/documents',
  myDocument: (id: string) => `/api/me/documents/${segment(id)}`,
  myDocumentFile: (id: string) => `/api/me/documents/${segment(id)}/file`,
  /** PUT {notApplicable}: a checklist item (by its id) the buyer marks "No aplica". */
  myDocumentItemNotApplicable: (item: string) => `/api/me/documents/${segment(item)}/not-applicable`,
  myDocumentsZip: '/api/me/documents.zip',
  documentShares: '/api/me/document-shares',
  /** DELETE ends the share; PATCH {days} extends it from today. */
  documentShare: (id: string) => `/api/me/document-shares/${segment(id)}`,

  // Messages, for the buyer and for an institution's staff.
  conversations: '/api/conversations',
  institutionConversations: '/api/institution/conversations',
  /** One conversation's calls, under either side's base (`conversations` or `institutionConversations`). */
  conversationMessages: (base: string, id: string) => `${base}/${segment(id)}/messages`,
  conversationRead: (base: string, id: string) => `${base}/${segment(id)}/read`,
  conversationClose: (base: string, id: string) => `${base}/${segment(id)}/close`,
  unreadCount: '/api/messages/unread-count',

  // The institution's side of the marketplace.
  institutionLogin: '/api/institution/login',
  bankLeads: '/api/leads-for-banks',
  bankLeadsSummary: '/api/leads-for-banks/summary',
  bankLeadsCsv: '/api/leads-for-banks/export.csv',
  bankLead: (leadId: string) => `/api/lead/${segment(leadId)}`,
  consentCertificate: (leadId: string, format: 'pdf' | 'json') => `/api/lead/${segment(leadId)}/consent-certificate?format=${format}`,
  contactAttempts: (leadId: string) => `/api/lead/${segment(leadId)}/contact-attempts`,
  /** The documents the lead's buyer shared with the calling institution, and nothing else of theirs. */
  leadDocuments: (leadId: string) => `/api/lead/${segment(leadId)}/documents`,
  leadDocumentFile: (leadId: string, docId: string) => `/api/lead/${segment(leadId)}/documents/${segment(docId)}/file`,
  leadDocumentReview: (leadId: string, docId: string) => `/api/lead/${segment(leadId)}/documents/${segment(docId)}/review`,
  institutionNotices: '/api/institution/notices',
  institutionNoticesRead: '/api/institution/notices/read',
  createConnectionRequest: '/api/lead-connection-requests',
  payConnectionRequest: (requestId: string) => `/api/request-connection/${segment(requestId)}`,
  payRequest: (leadId: string) => `/api/pay/request/${segment(leadId)}`,
  payUnlock: (leadId: string) => `/api/pay/unlock/${segment(leadId)}`,
  payments: '/api/payments',
  payment: (sessionId: string) => `/api/payments/${segment(sessionId)}`,
  cancelPayment: (sessionId: string) => `/api/payments/${segment(sessionId)}/cancel`,
  simulatePaymentSuccess: '/api/simulate-payment-success',
  institutionPayments: '/api/institution/payments',

  // The institution's own systems (docs/product/lender-integrations.md).
  apiKeys: '/api/institution/api-keys',
  apiKey: (id: string) => `/api/institution/api-keys/${segment(id)}`,
  webhooks: '/api/institution/webhooks',
  webhook: (id: string) => `/api/institution/webhooks/${segment(id)}`,
  webhookDeliveries: (id: string) => `/api/institution/webhooks/${segment(id)}/deliveries`,
  webhookTest: (id: string) => `/api/institution/webhooks/${segment(id)}/test`,
  webhookResend: (id: string, deliveryId: string) => `/api/institution/webhooks/${segment(id)}/deliveries/${segment(deliveryId)}/resend`,
  /** The institution's own listings (docs/product/listings.md). */
  institutionListings: '/api/institution/listings',
  institutionListing: (id: string) => `/api/institution/listings/${segment(id)}`,
  institutionListingPhotos: (id: string) => `/api/institution/listings/${segment(id)}/photos`,
  institutionListingPhoto: (id: string, photoId: string) => `/api/institution/listings/${segment(id)}/photos/${segment(photoId)}`,
  savedSearches: '/api/institution/saved-searches',
  savedSearch: (id: string) => `/api/institution/saved-searches/${segment(id)}`,
  leadReturns: '/api/institution/lead-returns',
  /** The buyer confirms their contact data after an institution could not reach them. */
  contactCheck: '/api/me/contact-check',
  /** The versioned API institutions call with `Authorization: Bearer <key>`. */
  v1: {
    openApi: '/api/v1/openapi.json',
    reference: '/api/v1/docs',
    leads: '/api/v1/leads',
    lead: (id: string) => `/api/v1/leads/${segment(id)}`,
    connectionRequests: '/api/v1/connection-requests',
    contacts: '/api/v1/contacts',
    leadDocuments: (id: string) => `/api/v1/leads/${segment(id)}/documents`,
    leadDocumentFile: (id: string, docId: string) => `/api/v1/leads/${segment(id)}/documents/${segment(docId)}/file`,
  },

  // The operator's console.
  admin: {
    /** Counts and sizes of buyers' documents: the operator never reads a file (docs/product/documents.md). */
    documentStats: '/api/admin/documents/stats',
    institutions: '/api/admin/institutions',
    institution: (id: string) => `/api/admin/institutions/${segment(id)}`,
    institutionActive: (id: string) => `/api/admin/institutions/${segment(id)}/active`,
    institutionStaff: (id: string) => `/api/admin/institutions/${segment(id)}/staff`,
    institutionOptions: '/api/admin/institution-options',
    staffActive: (id: string) => `/api/admin/staff/${segment(id)}/active`,
    staffPassword: (id: string) => `/api/admin/staff/${segment(id)}/password`,
    /** The officer lost the phone: the authenticator app is removed and must be enrolled again. */
    staffTwoFactorReset: (id: string) => `/api/admin/staff/${segment(id)}/two-factor/reset`,
    prices: '/api/admin/prices',
    programme: '/api/admin/programme',
    /** Both programmes' versions; `programmeOf(kind)` publishes a version of one. */
    programmes: '/api/admin/programmes',
    programmeOf: (kind: 'loan' | 'assistance') => `/api/admin/programmes/${segment(kind)}`,
    payments: '/api/admin/payments',
    paymentsCsv: '/api/admin/payments/export.csv',
    refund: (paymentId: string) => `/api/admin/payments/${segment(paymentId)}/refund`,
    leadStats: '/api/admin/leads/stats',
    leadStatsCsv: '/api/admin/leads/stats.csv',
    audit: '/api/admin/audit',
    /** The security log (`?type=&from=&to=&cursor=`) and its CSV; the alerts and their review. */
    securityEvents: '/api/admin/security-events',
    securityEventsCsv: '/api/admin/security-events.csv',
    alerts: '/api/admin/alerts',
    alertAcknowledge: (id: string) => `/api/admin/alerts/${segment(id)}/acknowledge`,
    consentRecord: (code: string) => `/api/admin/consent-records/${segment(code)}`,
    revocations: '/api/admin/revocations',
    institutionConsentCsv: (institutionId: string) => `/api/admin/institutions/${segment(institutionId)}/consent-record.csv`,
    leadReturns: '/api/admin/lead-returns',
    leadReturnDecision: (id: string) => `/api/admin/lead-returns/${segment(id)}/decision`,
    /** Every listing: the operator's own, the institutions' and the sample homes. */
    listings: '/api/admin/listings',
    listing: (id: string) => `/api/admin/listings/${segment(id)}`,
    listingPhotos: (id: string) => `/api/admin/listings/${segment(id)}/photos`,
    listingPhoto: (id: string, photoId: string) => `/api/admin/listings/${segment(id)}/photos/${segment(photoId)}`,
    listingsImport: '/api/admin/listings/import',
    listingsImportTemplate: '/api/admin/listings/import-template.csv',
    /** The bad day (docs/incident-response.md): incidents, the buyers each exposed, and their notice. */
    incidents: '/api/admin/incidents',
    incident: (id: string) => `/api/admin/incidents/${segment(id)}`,
    incidentExposure: (id: string) => `/api/admin/incidents/${segment(id)}/exposure`,
    incidentExposureCsv: (id: string) => `/api/admin/incidents/${segment(id)}/exposure.csv`,
    incidentNotices: (id: string) => `/api/admin/incidents/${segment(id)}/notices`,
  },
  devMailbox: '/api/dev/mailbox',
} as const;
