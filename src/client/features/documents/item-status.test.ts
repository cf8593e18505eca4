import { describe, expect, it } from 'vitest';
import type { BuyerDocument, BuyerShare } from '../../../shared/schemas/buyer-documents';
import { itemStatus, itemStatusLabel } from './item-status';

const share = (change: Partial<BuyerShare>): BuyerShare => ({
  id: 's1',
  institutionId: 'i1',
  institutionName: 'Banco Uno',
  expiresAt: '2026-12-27T00:00:00.000Z',
  review: 'pending',
  reason: null,
  reviewedAt: null,
  ...change,
});
const document = (change: Partial<BuyerDocument>): BuyerDocument => ({
  id: 'd1',
  item: 'tarjeta-de-seguro-social',
  fileName: 'seguro.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1000,
  scan: 'clean',
  createdAt: '2026-11-27T00:00:00.000Z',
  shares: [],
  ...change,
});
const label = (documents: BuyerDocument[], notApplicable = false) => itemStatusLabel(itemStatus(documents, notApplicable));

describe('itemStatus (docs/product/documents.md#the-buyer)', () => {
  it('reads Falta, No aplica, Revisando…, Subido from the files alone', () => {
    expect(label([])).toBe('Falta');
    expect(label([], true)).toBe('No aplica');
    expect(label([document({})], true)).toBe('No aplica');
    expect(label([document({ scan: 'pending' })])).toBe('Revisando…');
    expect(label([document({}), document({ id: 'd2', scan: 'pending' })])).toBe('Revisando…');
    expect(label([document({})])).toBe('Subido');
  });

  it('names the institutions it is shared with, then those that accepted it', () => {
    expect(label([document({ shares: [share({})] })])).toBe('Compartido con Banco Uno');
    expect(label([document({ shares: [share({}), share({ id: 's2', institutionName: 'Coop Dos' })] })])).toBe(
      'Compartido con Banco Uno y Coop Dos',
    );
    expect(label([document({ shares: [share({ review: 'accepted' }), share({ id: 's2', institutionName: 'Coop Dos' })] })])).toBe(
      'Aceptado por Banco Uno',
    );
  });

  it('puts a rejection first, with its reason and the version a new upload replaces', () => {
    const rejected = document({ id: 'd2', shares: [share({ review: 'rejected', reason: 'illegible' })] });
    const status = itemStatus([document({ shares: [share({ review: 'accepted' })] }), rejected], false);
    expect(status).toEqual({ kind: 'rejected', reason: 'illegible', documentId: 'd2' });
    expect(itemStatusLabel(status)).toBe('Rechazado: Ilegible');
  });

  it('puts a file the virus scan refused before everything, so "Subir otra versión" replaces it', () => {
    const refused = document({ id: 'd3', scan: 'infected', sizeBytes: 0 });
    const rejected = document({ id: 'd2', shares: [share({ review: 'rejected', reason: 'illegible' })] });
    const status = itemStatus([rejected, refused, document({ id: 'd4', scan: 'pending' })], false);
    expect(status).toEqual({ kind: 'infected', documentId: 'd3' });
    expect(itemStatusLabel(status)).toBe('Rechazado: tenía un virus');
  });
});
