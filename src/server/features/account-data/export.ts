// Everything stored about one buyer, as one JSON document (docs/product/buyer-control.md#the-buyers-own-data). Every
// column is picked by name: a row is never spread, so a password hash, a token or another person's data (staff
// logins, their e-mails) cannot slip in when a table grows a column.
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { openContact, openFields, progressContactFields } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { documentsForExport } from '../buyer-documents/service';
import { contactAttemptsOnLead } from '../consent-record/service';
import { buyerFacingName } from '../institutions/service';

const inst = schema.institutions;

export async function buyerDataExport(db: Db, userId: string, now = new Date()) {
  const u = schema.user;
  const [account] = await db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      role: u.role,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    })
    .from(u)
    .where(eq(u.id, userId));
  if (!account) throw new NotFoundError();

  const s = schema.session;
  const sessions = await db
    .select({ ipAddress: s.ipAddress, userAgent: s.userAgent, createdAt: s.createdAt, updatedAt: s.updatedAt, expiresAt: s.expiresAt })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(asc(s.createdAt));

  const p = schema.buyerProgress;
  const [progress] = await db
    .select({
      eligibilityCompleted: p.eligibilityCompleted,
      calculatorCompleted: p.calculatorCompleted,
      preQualificationCompleted: p.preQualificationCompleted,
      documentsCompleted: p.documentsCompleted,
      guideCompleted: p.guideCompleted,
      lastEligibilityResult: p.lastEligibilityResult,
      lastCalculatorResult: p.lastCalculatorResult,
      lastDocumentsList: p.lastDocumentsList,
      savedPropertyIds: p.savedPropertyIds,
      selectedHousingOption: p.selectedHousingOption,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .where(eq(p.userId, userId));

  const e = schema.eligibilityChecks;
  const eligibilityCheckRows = await db
    .select({
      id: e.id,
      name: e.name,
      email: e.email,
      phone: e.phone,
      age: e.age,
      graduationYear: e.graduationYear,
      annualIncomeCents: e.annualIncomeCents,
      employmentStatus: e.employmentStatus,
      housingHistory: e.housingHistory,
      residencyStatus: e.residencyStatus,
      planToMove: e.planToMove,
      employmentType: e.employmentType,
      housingType: e.housingType,
      maritalStatus: e.maritalStatus,
      hasDependents: e.hasDependents,
      householdCategory: e.householdCategory,
      creditScoreBand: e.creditScoreBand,
      educationCertificate: e.educationCertificate,
      ownedHomeRecently: e.ownedHomeRecently,
      ageRequirement: e.ageRequirement,
      graduationRequirement: e.graduationRequirement,
      incomeRequirement: e.incomeRequirement,
      qualifies: e.qualifies,
      reasons: e.reasons,
      nextSteps: e.nextSteps,
      subsidyTier: e.subsidyTier,
      subsidyCents: e.subsidyCents,
      programmeVersion: e.programmeVersion,
      householdSize: e.householdSize,
      assistanceProgrammeVersion: e.assistanceProgrammeVersion,
      programmes: e.programmes,
      createdAt: e.createdAt,
    })
    .from(e)
    .where(eq(e.userId, userId))
    .orderBy(asc(e.createdAt));
  // Contact data is sealed at rest (docs/decisions/0123-…): the buyer's own copy is opened here.
  const eligibilityChecks = eligibilityCheckRows.map((row) => ({
    ...row,
    name: openContact(row.name),
    email: openContact(row.email),
    phone: openContact(row.phone),
  }));

  const c = schema.calculatorRuns;
  const calculatorRuns = await db
    .select({
      id: c.id,
      annualIncomeCents: c.annualIncomeCents,
      monthlyDebtsCents: c.monthlyDebtsCents,
      downPaymentCents: c.downPaymentCents,
      zone: c.zone,
      householdCategory: c.householdCategory,
      maxMortgageCents: c.maxMortgageCents,
      monthlyPaymentCents: c.monthlyPaymentCents,
      hbaSubsidyCents: c.hbaSubsidyCents,
      totalBudgetCents: c.totalBudgetCents,
      homeCost: c.homeCost,
      programmeVersion: c.programmeVersion,
      assistanceProgrammeVersion: c.assistanceProgrammeVersion,
      assistance: c.assistance,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(eq(c.userId, userId))
    .orderBy(asc(c.createdAt));

  const d = schema.documentsRecords;
  const documentsRecords = await db
    .select({
      id: d.id,
      employmentType: d.employmentType,
      housingType: d.housingType,
      maritalStatus: d.maritalStatus,
      hasDependents: d.hasDependents,
      documentsGenerated: d.documentsGenerated,
      createdAt: d.createdAt,
    })
    .from(d)
    .where(eq(d.userId, userId))
    .orderBy(asc(d.createdAt));

  const o = schema.bankOutreach;
  const outreachRows = await db
    .select({
      id: o.id,
      userName: o.userName,
      userEmail: o.userEmail,
      userPhone: o.userPhone,
      municipality: o.municipality,
      priceRange: o.priceRange,
      selectedBankIds: o.selectedBankIds,
      eligibilityCheckId: o.eligibilityCheckId,
      calculatorRunId: o.calculatorRunId,
      emailsSent: o.emailsSent,
      createdAt: o.createdAt,
    })
    .from(o)
    .where(eq(o.userId, userId))
    .orderBy(asc(o.createdAt));
  const bankIds = [...new Set(outreachRows.flatMap((row) => row.selectedBankIds))];
  const bankNames = new Map(
    bankIds.length === 0
      ? []
      : (await db.select({ id: inst.id, name: buyerFacingName }).from(inst).where(inArray(inst.id, bankIds))).map((row) => [
          row.id,
          row.name,
        ]),
  );
  const bankOutreach = outreachRows.map(({ selectedBankIds, ...row }) => ({
    ...row,
    userName: openContact(row.userName),
    userEmail: openContact(row.userEmail),
    userPhone: openContact(row.userPhone),
    selectedBanks: selectedBankIds.map((id) => bankNames.get(id) ?? id),
  }));

  const cm = schema.contactMessages;
  const contactMessageRows = await db
    .select({
      id: cm.id,
      institutionName: buyerFacingName,
      name: cm.name,
      email: cm.email,
      phone: cm.phone,
      message: cm.message,
      sentByEmail: cm.sentByEmail,
      createdAt: cm.createdAt,
    })
    .from(cm)
    .innerJoin(inst, eq(inst.id, cm.institutionId))
    .where(eq(cm.userId, userId))
    .orderBy(asc(cm.createdAt));
  const contactMessages = contactMessageRows.map((row) => ({
    ...row,
    name: openContact(row.name),
    email: openContact(row.email),
    phone: openContact(row.phone),
    message: openContact(row.message),
  }));

  const b = schema.bankContactProgress;
  const bankContactProgress = await db
    .select({
      id: b.id,
      bankName: b.bankName,
      contactMade: b.contactMade,
      contactMadeAt: b.contactMadeAt,
      connectionStatus: b.connectionStatus,
      connectionStatusAt: b.connectionStatusAt,
      formsSubmitted: b.formsSubmitted,
      formsSubmittedAt: b.formsSubmittedAt,
      preApproved: b.preApproved,
      preApprovedAt: b.preApprovedAt,
      approved: b.approved,
      approvedAt: b.approvedAt,
      notes: b.notes,
      createdAt: b.createdAt,
    })
    .from(b)
    .where(eq(b.userId, userId))
    .orderBy(asc(b.createdAt));

  const l = schema.leads;
  const [leadRow] = await db
    .select({
      id: l.id,
      nombre: l.nombre,
      correo: l.correo,
      movil: l.movil,
      municipio: l.municipio,
      precioMeta: l.precioMeta,
      source: l.source,
      variantTested: l.variantTested,
      userAgent: l.userAgent,
      submittedAt: l.submittedAt,
      createdAt: l.createdAt,
      updatedAt: l.updatedAt,
      shownToInstitutions: l.buyerVerified,
      requestLimit: l.requestLimit,
      requestsPausedAt: l.requestsPausedAt,
      openRequests: l.openRequests,
      contactPreferences: l.contactPreferences,
    })
    .from(l)
    .where(eq(l.userId, userId));
  const lead = leadRow
    ? { ...leadRow, nombre: openContact(leadRow.nombre), correo: openContact(leadRow.correo), movil: openContact(leadRow.movil) }
    : undefined;

  const v = schema.leadDialogViews;
  const [leadDialog] = await db
    .select({ variant: v.variant, timesShown: v.timesShown, firstShownAt: v.firstShownAt, lastShownAt: v.lastShownAt })
    .from(v)
    .where(eq(v.userId, userId));

  // Requests an institution paid for, and the buyer's own "Me interesa" (docs/decisions/0116-…); an institution's
  // unpaid request is its draft, not the buyer's.
  const cr = schema.connectionRequests;
  const connectionRequestRows = lead
    ? await db
        .select({
          id: cr.id,
          institutionName: buyerFacingName,
          status: cr.status,
          origin: cr.origin,
          purchasedAt: cr.purchasedAt,
          yourMessage: cr.userMessage,
          respondedAt: cr.respondedAt,
          unlockedAt: cr.unlockedAt,
          revokedAt: cr.revokedAt,
          revokeReason: cr.revokeReason,
        })
        .from(cr)
        .innerJoin(inst, eq(inst.id, cr.institutionId))
        .where(and(eq(cr.leadId, lead.id), or(isNotNull(cr.requestPaymentId), eq(cr.origin, 'buyer'))))
        .orderBy(asc(cr.createdAt))
    : [];
  const connectionRequests = connectionRequestRows.map((row) => ({
    ...row,
    yourMessage: openContact(row.yourMessage),
    revokeReason: openContact(row.revokeReason),
  }));

  // Which listings the buyer asked about, and of whom.
  const li = schema.listingInterests;
  const listingInterests = await db
    .select({ listingId: li.propertyId, listingTitle: schema.properties.title, institutionName: buyerFacingName, askedAt: li.createdAt })
    .from(li)
    .innerJoin(schema.properties, eq(schema.properties.id, li.propertyId))
    .innerJoin(inst, eq(inst.id, li.institutionId))
    .where(eq(li.userId, userId))
    .orderBy(asc(li.createdAt));

  const r = schema.consentRecords;
  const consentRecords = await db
    .select({
      id: r.id,
      connectionRequestId: r.connectionRequestId,
      institutionName: buyerFacingName,
      decision: r.decision,
      consentText: r.consentText,
      contactPreferences: r.contactPreferences,
      clientHash: r.clientHash,
      verificationCode: r.verificationCode,
      createdAt: r.createdAt,
    })
    .from(r)
    .innerJoin(inst, eq(inst.id, r.institutionId))
    .where(eq(r.userId, userId))
    .orderBy(asc(r.createdAt));

  // Logged by the institutions' staff; which staff member logged each is theirs, not the buyer's.
  const contactAttempts = lead ? await contactAttemptsOnLead(db, lead.id) : [];

  const cv = schema.conversations;
  const m = schema.messages;
  const conversationRows = await db
    .select({
      id: cv.id,
      institutionName: buyerFacingName,
      title: cv.title,
      status: cv.status,
      createdAt: cv.createdAt,
      updatedAt: cv.updatedAt,
    })
    .from(cv)
    .innerJoin(inst, eq(inst.id, cv.institutionId))
    .where(eq(cv.userId, userId))
    .orderBy(asc(cv.createdAt));
  const messageRows =
    conversationRows.length === 0
      ? []
      : await db
          .select({ id: m.id, conversationId: m.conversationId, senderSide: m.senderSide, content: m.content, createdAt: m.createdAt })
          .from(m)
          .where(
            inArray(
              m.conversationId,
              conversationRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(m.createdAt), asc(m.id));
  const conversations = conversationRows.map((row) => ({
    ...row,
    messages: messageRows
      .filter((message) => message.conversationId === row.id)
      .map(({ id, senderSide, content, createdAt }) => ({ id, senderSide, content: openContact(content), createdAt })),
  }));

  const n = schema.notifications;
  const notifications = await db
    .select({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, readAt: n.readAt, createdAt: n.createdAt })
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(asc(n.createdAt));

  return {
    exportedAt: now,
    account,
    sessions,
    progress: progress ? { ...progress, lastEligibilityResult: openFields(progress.lastEligibilityResult, progressContactFields) } : null,
    eligibilityChecks,
    calculatorRuns,
    documentsRecords,
    // The uploaded papers (not their bytes: "Descargar mis documentos" is their ZIP) and whom they were shared with.
    documents: await documentsForExport(db, userId),
    bankOutreach,
    contactMessages,
    bankContactProgress,
    lead: lead ?? null,
    leadDialog: leadDialog ?? null,
    connectionRequests,
    listingInterests,
    consentRecords,
    contactAttempts,
    conversations,
    notifications,
  };
}

export type BuyerDataExport = Awaited<ReturnType<typeof buyerDataExport>>;
