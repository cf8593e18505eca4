// The buyer sends the pre-qualification letter to the institutions they chose: one tracking row per bank
// (updated, never duplicated) and one e-mail per bank reached by e-mail, all in one transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { missingJourneyData } from '../../../shared/copy/journey';
import { composeBankLetter } from '../../../shared/domain/bank-letter';
import type { BankOutreachInput, BankOutreachResult } from '../../../shared/schemas/bank-outreach';
import { sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError, ConflictError } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { bankLetterEmail } from '../../mail/templates';
import { latestCalculation } from '../calculator/service';
import { latestEligibility } from '../eligibility/service';
import { markProgress } from '../progress/service';
import { withTestMarker } from '../../../shared/test-marker';

const unknownInstitution = 'Institución desconocida';

export async function sendBankOutreach(
  db: Db,
  userId: string,
  input: BankOutreachInput,
  publicUrl: string,
  now = new Date(),
): Promise<BankOutreachResult> {
  const bankIds = [...new Set(input.selectedBanks)];
  const institutions = await db
    .select()
    .from(schema.institutions)
    .where(and(inArray(schema.institutions.id, bankIds), eq(schema.institutions.active, true)));
  if (institutions.length !== bankIds.length) throw new BadRequestError(unknownInstitution);
  // Keep the order the buyer chose them in.
  const banks = bankIds.map((id) => institutions.find((institution) => institution.id === id)!);

  const [eligibility, figures] = await Promise.all([latestEligibility(db, userId), latestCalculation(db, userId)]);
  if (!eligibility || !figures) throw new ConflictError(missingJourneyData.outreach);

  const buyer = {
    nombre: input.nombre,
    email: input.email,
    movil: input.movil,
    municipio: input.municipio,
    rangoPrecio: input.rangoPrecio,
  };
  return db.transaction(async (tx) => {
    const emailed = new Set<string>();
    for (const bank of banks) {
      await tx
        .insert(schema.bankContactProgress)
        .values({ userId, institutionId: bank.id, bankName: withTestMarker(bank.name, bank.isTest), contactMade: true, contactMadeAt: now })
        .onConflictDoUpdate({
          target: [schema.bankContactProgress.userId, schema.bankContactProgress.institutionId],
          // Contacting a bank again refreshes the contact; the steps already taken with it stay.
          set: { bankName: withTestMarker(bank.name, bank.isTest), contactMade: true, contactMadeAt: now },
        });
      if (bank.contactMethod === 'email' && bank.email) {
        const letter = composeBankLetter({ bankName: bank.name, buyer, eligibility, figures, date: now });
        await queueEmail(tx, { kind: 'bank-letter', to: bank.email, ...bankLetterEmail(publicUrl, letter) });
        emailed.add(bank.id);
      }
    }
    const [outreach] = await tx
      .insert(schema.bankOutreach)
      .values({
        userId,
        // Sealed before the database sees them (docs/decisions/0123-contact-data-encrypted-at-rest.md).
        userName: sealContact(buyer.nombre),
        userEmail: sealContact(buyer.email),
        userPhone: sealContact(buyer.movil),
        municipality: buyer.municipio,
        priceRange: buyer.rangoPrecio,
        selectedBankIds: bankIds,
        eligibilityCheckId: eligibility.id,
        calculatorRunId: figures.id,
        emailsSent: emailed.size,
        createdAt: now,
      })
      .returning({ id: schema.bankOutreach.id });
    // The letter is the pre-qualification step: the server marks it, with the letter, never on the client's word.
    await markProgress(tx, userId, { preQualificationCompleted: true });
    return {
      id: outreach!.id,
      banks: banks.map((bank) => ({
        id: bank.id,
        // The buyer's view: a fictitious test institution says so (decision 0071).
        name: withTestMarker(bank.name, bank.isTest),
        contactMethod: bank.contactMethod,
        phone: bank.phone,
        website: bank.website,
        emailQueued: emailed.has(bank.id),
      })),
      emailsSent: emailed.size,
      createdAt: now.toISOString(),
    };
  });
}

export async function latestOutreachMunicipality(db: Db, userId: string): Promise<string | null> {
  const t = schema.bankOutreach;
  const [row] = await db.select({ municipality: t.municipality }).from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt)).limit(1);
  return row?.municipality ?? null;
}
