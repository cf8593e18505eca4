import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, type ProgrammeParameters, type PublicProgrammeVersion } from '../../../shared/programme';
import { formatPercent } from '../../lib/format';
import { audience, introduction, landingBenefits } from './benefits';
import { programmeDataBlock } from './programme-data';

const withChange = (change: (p: ProgrammeParameters) => void) => {
  const p = structuredClone(defaultProgrammeParameters);
  change(p);
  return p;
};

describe('landingBenefits', () => {
  it("writes version 1's cards as the landing page launched with them", () => {
    expect(landingBenefits(defaultProgrammeParameters)).toEqual([
      { kind: 'subsidy', title: 'Subsidio hasta $60,000', text: '$55,000 base más $5,000 adicionales si compras en zona urbana.' },
      {
        kind: 'financing',
        title: 'Financiamiento hasta 105%',
        text: '98% del valor de la propiedad más 7% para gastos de cierre y mudanza.',
      },
      { kind: 'rate', title: 'Tasa fija de 5%', text: 'Una tasa de interés fija durante los 30 años del préstamo, sin sorpresas.' },
    ]);
  });

  it('names both subsidy tiers when they differ, and leaves out an urban bonus of nothing', () => {
    const tiers = withChange((p) => {
      p.subsidy.standard = 45_000;
      p.subsidy.criticalWorkforce = 55_000;
    });
    expect(landingBenefits(tiers)[0]).toMatchObject({
      title: 'Subsidio hasta $60,000',
      text: '$45,000 base ($55,000 si alguien de tu hogar es fuerza laboral crítica) más $5,000 adicionales si compras en zona urbana.',
    });
    expect(landingBenefits(withChange((p) => (p.subsidy.urbanBonus = 0)))[0]).toMatchObject({
      title: 'Subsidio hasta $55,000',
      text: '$55,000 base.',
    });
  });

  it('follows the loan and eligibility figures, percentages with up to two decimals', () => {
    const p = withChange((p) => {
      p.loan.annualInterestRate = 0.0575;
      p.loan.termYears = 25;
      p.eligibility.maxAge = 40;
      p.eligibility.graduationWithinYears = 7;
    });
    expect(landingBenefits(p)[2]).toMatchObject({
      title: 'Tasa fija de 5.75%',
      text: 'Una tasa de interés fija durante los 25 años del préstamo, sin sorpresas.',
    });
    expect(audience(p)).toBe('Para profesionales jóvenes de 21 a 40 años');
    expect(introduction(p)).toMatch(/^Si te graduaste en los últimos 7 años/);
    expect(formatPercent(0.07)).toBe('7%');
  });
});

describe('programmeDataBlock', () => {
  it('is JSON that no text in the version can close early', () => {
    const version: PublicProgrammeVersion = {
      version: 3,
      effectiveFrom: '2026-12-01',
      publishedAt: '2026-11-25T12:00:00.000Z',
      sourceUrl: 'https://www.vivienda.pr.gov/',
      note: 'Nota con </script><script>alert(1)</script> dentro',
      parameters: defaultProgrammeParameters,
    };
    const block = programmeDataBlock(version);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="programme-data">(.*)<\/script>$/.exec(block)?.[1];
    expect(JSON.parse(json!)).toEqual(version);
  });
});
