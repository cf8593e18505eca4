import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const institutions = (await anonymous.get('/api/institutions')).json() as Array<{
  id: string;
  name: string;
  contactMethod: string;
  email: string | null;
}>;
const byEmail = institutions.find((i) => i.name === 'Banco Popular de Puerto Rico')!;
const byPhone = institutions.find((i) => i.contactMethod === 'phone')!;
const byForm = institutions.find((i) => i.contactMethod === 'form')!;

const message = (institutionId: string, change: Record<string, unknown> = {}) => ({
  name: 'María Santiago',
  email: 'maria@example.com',
  phone: '(787) 555-0123',
  institutionId,
  message: 'Saludos, me interesa precualificarme para mi primera casa.',
  ...change,
});
const storedFor = (userId: string) => db.select().from(schema.contactMessages).where(eq(schema.contactMessages.userId, userId));
const mailTo = (address: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, address));

describe('POST /api/contact', () => {
  it("stores the message and queues an e-mail to the institution's address in the same step", async () => {
    const buyer = await signUpBuyer(app);
    const before = (await mailTo(byEmail.email!)).length;
    const response = await as(buyer).post('/api/contact', message(byEmail.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sentByEmail: true, institution: { name: byEmail.name, contactMethod: 'email' } });

    const [stored] = await storedFor(buyer.id);
    expect(stored).toMatchObject({ id: response.json().id, institutionId: byEmail.id, sentByEmail: true });
    // Sealed at rest (docs/decisions/0123-…): no plain contact data in the row, and it opens to what was sent.
    expect(JSON.stringify(stored)).not.toMatch(/María|555-0123|maria@|precualificarme/);
    expect(openContact(stored!.name)).toBe('María Santiago');
    expect(openContact(stored!.phone)).toBe('(787) 555-0123');
    expect(openContact(stored!.message)).toContain('me interesa precualificarme');
    const mails = await mailTo(byEmail.email!);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ kind: 'contact-message', status: 'pending', subject: 'Mensaje de María Santiago desde Casa Joven PR' });
    expect(mail.textBody).toContain('me interesa precualificarme');
    expect(mail.textBody).toContain('maria@example.com');
    expect(mail.textBody).toContain('(787) 555-0123');
  });

  it.each([
    ['by phone', () => byPhone],
    ['through its web form', () => byForm],
  ])('keeps the message for an institution reached %s, queues no e-mail and says how to reach it', async (_case, target) => {
    const buyer = await signUpBuyer(app);
    const institution = target();
    const outboxBefore = (await db.select().from(schema.emailOutbox)).length;
    const response = await as(buyer).post('/api/contact', message(institution.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sentByEmail: false,
      institution: { name: institution.name, contactMethod: institution.contactMethod },
    });
    expect(response.json().institution.phone).toMatch(/787/);
    expect(await storedFor(buyer.id)).toHaveLength(1);
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(outboxBefore);
  });

  it('keeps newlines out of the e-mail subject: a name with a line break is refused and nothing is sent', async () => {
    const buyer = await signUpBuyer(app);
    const before = await mailTo(byEmail.email!);
    const answer = await as(buyer).post('/api/contact', message(byEmail.id, { name: 'Ana\r\nBcc: otro@example.com' }));
    expect(answer.statusCode).toBe(400);
    expect(await mailTo(byEmail.email!)).toHaveLength(before.length);
  });

  it.each([
    ['a missing name', { name: '   ' }, 'Ingresa tu nombre completo'],
    ['an invalid e-mail', { email: 'maria-sin-arroba' }, 'Ingresa un email válido'],
    ['a missing phone', { phone: '' }, 'Ingresa tu teléfono'],
    ['a phone with letters', { phone: '787-CASA-JOVEN' }, 'Ingresa un número de teléfono válido'],
    ['no institution', { institutionId: '' }, 'Selecciona una institución'],
    ['an institution id that is not one', { institutionId: 42 }, null],
    ['an empty message', { message: '  ' }, 'Escribe tu mensaje'],
    ['a huge message', { message: 'a'.repeat(2001) }, 'El mensaje no puede tener más de 2000 caracteres'],
    ['an unknown field', { userId: 'otra-persona' }, 'Llave desconocida'],
  ])('refuses %s with a Spanish 400 and stores and sends nothing', async (_case, change, expected) => {
    const buyer = await signUpBuyer(app);
    const outboxBefore = (await db.select().from(schema.emailOutbox)).length;
    const response = await as(buyer).post('/api/contact', message(byEmail.id, change));
    expect(response.statusCode).toBe(400);
    if (expected) expect(response.json().message).toContain(expected);
    expect(await storedFor(buyer.id)).toHaveLength(0);
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(outboxBefore);
  });

  it('refuses an institution that does not exist or is no longer active', async () => {
    const buyer = await signUpBuyer(app);
    expect((await as(buyer).post('/api/contact', message(crypto.randomUUID()))).json()).toEqual({ message: 'Selecciona una institución' });
    const staff = await createStaff(built, 'Banco Cerrado');
    await db.update(schema.institutions).set({ active: false }).where(eq(schema.institutions.id, staff.institution.id));
    const response = await as(buyer).post('/api/contact', message(staff.institution.id));
    expect(response.statusCode).toBe(400);
    expect(await storedFor(buyer.id)).toHaveLength(0);
  });

  it('is for buyers only', async () => {
    expect((await anonymous.post('/api/contact', message(byEmail.id))).statusCode).toBe(401);
    expect((await as(await createStaff(built)).post('/api/contact', message(byEmail.id))).statusCode).toBe(403);
  });
});
