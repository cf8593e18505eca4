// The letter PDF through the API (docs/product/programme.md#programme-parameters-as-data: the letter PDF uses the
// calculation's own version): the programme figures of the version the calculation was made with, even after a new
// one is published, and the whole cost of a calculation that has it.
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters } from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { createAdmin, setupTestApp, signUpBuyer } from '../../../test/app';
import { qualifyingAnswers, sampleCalculation } from '../../../test/journey';

const built = await setupTestApp();
const { as } = built;

/** The text the letter's page draws, one string per drawn line or cell (pdf-lib writes each as a hex string), joined by spaces. */
async function letterText(caller: { cookie: string }): Promise<string> {
  const response = await as(caller).get('/api/calculator/letter.pdf');
  expect(response.statusCode, response.body).toBe(200);
  const page = (await PDFDocument.load(response.rawPayload)).getPage(0);
  const contents = page.node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => page.node.context.lookup(ref)) : [contents];
  const drawn = parts
    .filter((part): part is PDFRawStream => part instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return [...drawn.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')).join(' ');
}

describe('GET /api/calculator/letter.pdf and the programme version', () => {
  it("states the figures of the calculation's own version after a new one is published, and a new calculation's after", async () => {
    const buyer = await signUpBuyer(built.app);
    await as(buyer).post('/api/eligibility', qualifyingAnswers);
    expect((await as(buyer).post('/api/calculator', sampleCalculation)).statusCode).toBe(201);
    const before = await letterText(buyer);
    expect(before).toContain('tasa fija de 5% a 30 años');
    // The whole cost at the calculation's price: the monthly total and the cash to close.
    expect(before).toMatch(/Costo mensual total \$[\d,]+ al mes/);
    expect(before).toContain('Efectivo para el cierre (total)');

    const parameters = structuredClone(defaultProgrammeParameters);
    parameters.loan.annualInterestRate = 0.0625;
    parameters.loan.termYears = 25;
    const operator = await createAdmin(built);
    const published = await as(operator).put('/api/admin/programme', {
      parameters,
      effectiveFrom: puertoRicoDate(new Date()),
      sourceUrl: 'https://www.vivienda.pr.gov/programa-2026',
      note: 'Guías de 2026: tasa de 6.25 % a 25 años.',
    });
    expect(published.statusCode, published.body).toBe(200);

    expect(await letterText(buyer)).toContain('tasa fija de 5% a 30 años');
    expect((await as(buyer).post('/api/calculator', sampleCalculation)).statusCode).toBe(201);
    expect(await letterText(buyer)).toContain('tasa fija de 6.25% a 25 años');
  });
});
