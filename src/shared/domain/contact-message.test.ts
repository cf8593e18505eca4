import { describe, expect, it } from 'vitest';
import { contactMessageSchema, maxContactMessageLength } from '../schemas/contact';
import { draftContactMessage } from './contact-message';

const full = {
  name: 'María Santiago',
  email: 'maria@example.com',
  phone: '787-555-0123',
  institutionName: 'Banco Popular de Puerto Rico',
  housingOptionTitle: 'Casa Existente',
  budgetText: '$245,000',
  municipalities: ['Bayamón', 'Caguas', 'Bayamón'],
};

describe('draftContactMessage', () => {
  it('greets the institution, introduces the buyer with their plan and says how to reach them', () => {
    const text = draftContactMessage(full);
    expect(text.startsWith('Saludos, equipo de Banco Popular de Puerto Rico:')).toBe(true);
    expect(text).toContain('Mi nombre es María Santiago');
    expect(text).toContain('Me interesa la opción de Casa Existente.');
    expect(text).toContain('presupuesto total estimado es de $245,000.');
    expect(text).toContain('Estoy considerando propiedades en Bayamón y Caguas.');
    expect(text).toContain('Pueden comunicarse conmigo por email a maria@example.com o por teléfono al 787-555-0123.');
    expect(text.endsWith('Muchas gracias,\nMaría Santiago')).toBe(true);
  });

  it('leaves out what the buyer has not done yet', () => {
    const text = draftContactMessage({ name: 'Luis', institutionName: 'Coop', municipalities: [] });
    expect(text).not.toMatch(/opción de|presupuesto|considerando|comunicarse/);
    expect(text).toContain('Mi nombre es Luis');
  });

  it('fits the message limit and passes the server schema even with the longest plan', () => {
    const text = draftContactMessage({
      ...full,
      name: 'N'.repeat(120),
      institutionName: 'I'.repeat(120),
      municipalities: ['Bayamón', 'Caguas', 'Carolina', 'Humacao', 'Mayagüez', 'Ponce'],
    });
    expect(text.length).toBeLessThanOrEqual(maxContactMessageLength);
    const parsed = contactMessageSchema.safeParse({
      name: 'María',
      email: full.email,
      phone: full.phone,
      institutionId: crypto.randomUUID(),
      message: text,
    });
    expect(parsed.success).toBe(true);
  });
});
