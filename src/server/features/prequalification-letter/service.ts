// The pre-qualification letter PDF (docs/product/screens.md#the-pre-qualification-letter-is-a-real-pdf) from what the server stored for
// this buyer (docs/product/validation.md#the-server-recomputes-every-result). It reads three features (calculator, eligibility, bank
// outreach) and none reads it, so it is a feature of its own.
import { missingJourneyData } from '../../../shared/copy/journey';
import type { Db } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { latestOutreachMunicipality } from '../bank-outreach/service';
import { latestCalculation } from '../calculator/service';
import { latestEligibility } from '../eligibility/service';
import { assistanceParametersOf, parametersOf } from '../programme/service';
import { prequalificationLetterContent } from './letter-content';
import { renderLetterPdf } from './letter-pdf';

export async function buildLetterPdf(db: Db, userId: string, buyerName: string, now = new Date()): Promise<Uint8Array> {
  const [figures, eligibility, municipality] = await Promise.all([
    latestCalculation(db, userId),
    latestEligibility(db, userId),
    latestOutreachMunicipality(db, userId),
  ]);
  if (!figures) throw new ConflictError(missingJourneyData.calculator);
  const content = prequalificationLetterContent({
    buyerName,
    figures,
    // The figures the calculation was made with, even after a newer version is published.
    parameters: await parametersOf(db, figures.programmeVersion),
    assistance: figures.assistanceProgrammeVersion === null ? null : await assistanceParametersOf(db, figures.assistanceProgrammeVersion),
    eligibility: eligibility && {
      id: eligibility.id,
      qualifies: eligibility.qualifies,
      reasons: eligibility.reasons,
      createdAt: eligibility.createdAt.toISOString(),
    },
    municipality,
    now,
  });
  return renderLetterPdf(content, buyerName);
}
