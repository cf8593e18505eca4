import { describe, expect, it } from 'vitest';
import { employmentTypes, maritalStatuses } from '../choices';
import type { DocumentsProfile } from '../schemas/documents';
import { checklistItemId, checklistItems, documentsList } from './documents-list';

const base: DocumentsProfile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const listFor = (change: Partial<DocumentsProfile> = {}) => documentsList({ ...base, ...change });
const categories = (change: Partial<DocumentsProfile> = {}) => listFor(change).map((c) => c.category);
const docsOf = (category: string, change: Partial<DocumentsProfile> = {}) =>
  listFor(change).find((c) => c.category === category)?.docs ?? [];
const allDocs = (change: Partial<DocumentsProfile> = {}) =>
  listFor(change)
    .flatMap((c) => c.docs)
    .join('\n');

describe('documentsList', () => {
  it('gives a single salaried buyer of an existing house the base categories, in review order', () => {
    expect(categories()).toEqual(['Identificación', 'Ingresos', 'Finanzas', 'Propiedad', 'Programa de asistencia']);
    expect(docsOf('Identificación')).toEqual([
      'Identificación con foto vigente (licencia de conducir o pasaporte)',
      'Tarjeta de Seguro Social',
      'Certificado de nacimiento',
    ]);
    expect(docsOf('Finanzas').join(' ')).toMatch(/tres meses.*ASUME.*SC 6088.*CRIM/);
    expect(docsOf('Propiedad').join(' ')).toMatch(/opción de compraventa.*catastro.*Tasación/);
    expect(docsOf('Programa de asistencia').join(' ')).toMatch(/educación para compradores.*Declaración jurada/);
  });

  it('asks a salaried buyer for returns, W-2, pay stubs and an employment certification', () => {
    const income = docsOf('Ingresos').join('\n');
    expect(income).toMatch(/Planillas .* dos años/);
    expect(income).toContain('W-2');
    expect(income).toContain('talonarios');
    expect(income).toContain('Certificación de empleo');
    expect(income).not.toContain('480.6');
  });

  it.each(['self-employed', 'contract'] as const)(
    'asks a %s buyer for 480 forms, profit and loss and tax certifications instead of W-2',
    (employmentType) => {
      const income = docsOf('Ingresos', { employmentType }).join('\n');
      expect(income).toContain('480.6A y 480.6B');
      expect(income).toContain('ganancias y pérdidas');
      expect(income).toContain('Certificación de deuda de Hacienda');
      expect(income).not.toContain('W-2');
      expect(income).not.toContain('talonarios');
    },
  );

  it('distinguishes self-employment (merchant registration) from contract work (the contracts)', () => {
    expect(docsOf('Ingresos', { employmentType: 'self-employed' }).join()).toContain('Registro de Comerciante');
    expect(docsOf('Ingresos', { employmentType: 'contract' }).join()).toContain('contratos de servicios');
  });

  it("adds the marriage certificate and the spouse's income for a married buyer, the decree for a divorced one", () => {
    expect(docsOf('Estado civil', { maritalStatus: 'married' }).join('\n')).toMatch(/Certificado de matrimonio[\s\S]*ingresos del cónyuge/);
    expect(docsOf('Estado civil', { maritalStatus: 'divorced' })).toContain('Sentencia de divorcio');
    expect(categories({ maritalStatus: 'single' })).not.toContain('Estado civil');
  });

  it("adds the dependents' birth certificates only when there are dependents", () => {
    expect(docsOf('Dependientes', { hasDependents: true })).toEqual(['Certificados de nacimiento de tus dependientes']);
    expect(categories({ hasDependents: false })).not.toContain('Dependientes');
  });

  it('adds land title, plans, permits and a licensed contractor for construction', () => {
    expect(docsOf('Construcción en solar', { housingType: 'construction' }).join('\n')).toMatch(
      /Título de propiedad del solar[\s\S]*Planos[\s\S]*Permisos de construcción[\s\S]*contratista licenciado/,
    );
    expect(docsOf('Propiedad', { housingType: 'construction' }).join()).toContain('solar');
  });

  it('adds contractor estimates and remodelling permits for renovation, and nothing extra for an existing house', () => {
    expect(docsOf('Remodelación', { housingType: 'renovation' })).toEqual([
      'Estimados de contratistas licenciados',
      'Permisos de remodelación (OGPe o municipio)',
    ]);
    expect(allDocs({ housingType: 'existing' })).not.toMatch(/Planos|Estimados|Permisos/);
  });

  it('changes when a buyer switches to self-employed and married', () => {
    const before = allDocs();
    const after = allDocs({ employmentType: 'self-employed', maritalStatus: 'married' });
    expect(after).not.toEqual(before);
    expect(after).toContain('480.6A');
    expect(after).toContain('Certificado de matrimonio');
  });

  it('never lists a document twice nor an empty category, for every profile', () => {
    for (const employmentType of employmentTypes)
      for (const maritalStatus of maritalStatuses)
        for (const housingType of ['existing', 'construction', 'renovation'] as const)
          for (const hasDependents of [true, false]) {
            const list = documentsList({ employmentType, maritalStatus, housingType, hasDependents });
            const docs = list.flatMap((c) => c.docs);
            expect(new Set(docs).size).toBe(docs.length);
            expect(list.every((c) => c.docs.length > 0)).toBe(true);
          }
  });

  it('returns copies, so a caller cannot change the rules', () => {
    listFor()
      .find((c) => c.category === 'Identificación')!
      .docs.push('otro');
    expect(docsOf('Identificación')).toHaveLength(3);
  });

  it.each(employmentTypes)("names Hacienda's own proof of income (Modelo SC 2907) for a %s buyer", (employmentType) => {
    expect(docsOf('Ingresos', { employmentType }).join('\n')).toContain('Modelo SC 2907');
  });
});

describe('checklist item ids', () => {
  it('are the words without accents, in lower case, joined by dashes', () => {
    expect(checklistItemId('Certificación de deuda de Hacienda (Modelo SC 6096)')).toBe(
      'certificacion-de-deuda-de-hacienda-modelo-sc-6096',
    );
  });

  it('stay within 80 characters and never end in a dash', () => {
    const id = checklistItemId(`${'Estado de ganancias y pérdidas del año en curso '.repeat(3)}`);
    expect(id.length).toBeLessThanOrEqual(80);
    expect(id).not.toMatch(/-$/);
  });

  it('are unique within every list a profile can generate', () => {
    for (const employmentType of employmentTypes)
      for (const maritalStatus of maritalStatuses)
        for (const housingType of ['existing', 'construction', 'renovation'] as const) {
          const list = listFor({ employmentType, maritalStatus, housingType, hasDependents: true });
          expect(checklistItems(list).size).toBe(list.flatMap((category) => category.docs).length);
        }
  });
});
