// Every e-mail: Spanish text and HTML, the product's name, an absolute link to the recipient's screen, every value
// escaped in the HTML, and no buyer contact data in what an institution receives before it is entitled to it.
import { describe, expect, it } from 'vitest';
import { bankLetterText, composeBankLetter } from '../../shared/domain/bank-letter';
import { samplePrequalification } from '../../test/journey';
import {
  bankLetterEmail,
  connectionRequestEmail,
  contactMessageEmail,
  emailVerificationEmail,
  messagePreview,
  passwordResetEmail,
  newMessageEmail,
  requestAnsweredEmail,
  type EmailContent,
} from './templates';

const publicUrl = 'https://casajoven.example.com';
const hostile = '<script>alert("x")</script> & \'Co\'';

function expectWellFormed(mail: EmailContent, path: string) {
  expect(mail.subject).toContain('Casa Joven PR');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.text).toContain('Casa Joven PR');
  expect(mail.html).toContain('Casa Joven PR');
  expect(mail.text).toContain(`${publicUrl}${path}`);
  expect(mail.html).toContain(`href="${publicUrl}${path}"`);
  expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
  expect(mail.html).not.toContain('<script');
}

describe('e-mail templates', () => {
  it("password reset: Spanish, the link through better-auth's token check, valid one hour", () => {
    const path = '/api/auth/reset-password/abc123?callbackURL=%2Frestablecer-contrasena';
    const mail = passwordResetEmail(publicUrl, { path });
    expectWellFormed(mail, path);
    expect(mail.subject).toBe('Restablece tu contraseña — Casa Joven PR');
    expect(mail.text).toContain('1 hora');
    expect(mail.text).toContain('Si no pediste este cambio');
  });

  it('e-mail verification: Spanish, the verify link, how long it lasts', () => {
    const path = '/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard%3Fverificado%3D1';
    const mail = emailVerificationEmail(publicUrl, { path, validHours: 24 });
    expect(mail.text).toContain(`${publicUrl}${path}`);
    expect(mail.html).toContain(`href="${publicUrl}${path.replace('&', '&#38;')}"`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.text).toContain('24 horas');
  });

  it('connection request → buyer: links to /connection-requests and escapes the bank name', () => {
    const mail = connectionRequestEmail(publicUrl, { bankName: hostile, municipio: 'Bayamón' });
    expectWellFormed(mail, '/connection-requests');
    expect(mail.text).toContain(hostile);
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39;');
    expect(mail.text).toContain('Tus datos de contacto no se comparten hasta que aceptes la solicitud.');
  });

  it.each([true, false])(
    'request answered (accepted: %s) → institution: the portal link, the municipality, nothing about the buyer',
    (accepted) => {
      const mail = requestAnsweredEmail(publicUrl, { municipio: 'Ponce', accepted });
      expectWellFormed(mail, '/leads-dashboard');
      expect(mail.subject).toBe(`Solicitud ${accepted ? 'aceptada' : 'rechazada'} — Casa Joven PR`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('Ponce');
        expect(body).not.toMatch(/@|787|\(\d{3}\)/);
      }
    },
  );

  it('new message → buyer links to /messages, → institution to its messages screen; the preview is one short escaped line', () => {
    const toBuyer = newMessageEmail(publicUrl, {
      recipientSide: 'buyer',
      conversationTitle: 'Préstamo FHA',
      senderLabel: 'Banco <Uno>',
      preview: 'Hola,\n\n¿podemos <b>hablar</b>?',
    });
    expectWellFormed(toBuyer, '/messages');
    expect(toBuyer.subject).toBe('Nuevo mensaje de Banco <Uno> — Casa Joven PR');
    expect(toBuyer.text).toContain('«Hola, ¿podemos <b>hablar</b>?»');
    expect(toBuyer.html).toContain('Banco &#60;Uno&#62;');
    expect(toBuyer.html).toContain('¿podemos &#60;b&#62;hablar&#60;/b&#62;?');

    const toInstitution = newMessageEmail(publicUrl, {
      recipientSide: 'institution',
      conversationTitle: 'Casa en Caguas',
      senderLabel: 'Comprador de Caguas',
    });
    expectWellFormed(toInstitution, '/leads-dashboard/mensajes');
    expect(toInstitution.text.match(/«/g)).toHaveLength(1);
    expect(toInstitution.text).not.toMatch(/@|787/);
  });

  it('cuts a long preview at a word with an ellipsis', () => {
    const preview = messagePreview('palabra '.repeat(40));
    expect(preview.length).toBeLessThanOrEqual(141);
    expect(preview.endsWith('palabra…')).toBe(true);
  });

  it('bank letter → the bank the buyer chose: the previewed letter verbatim, with the data the buyer shared, escaped in HTML', () => {
    const letter = composeBankLetter({
      bankName: 'FirstBank <PR>',
      buyer: { ...samplePrequalification, nombre: 'Ana <i>Letra</i>' },
      eligibility: { employmentStatus: 'full-time', housingHistory: 'first-time' },
      figures: {
        annualIncome: 60_000,
        monthlyDebts: 0,
        downPayment: 5_000,
        zone: 'urban',
        maxMortgage: 260_794,
        monthlyPayment: 1_500,
        hbaSubsidy: 60_000,
        totalBudget: 325_794,
      },
      date: new Date('2026-11-21T12:00:00Z'),
    });
    const mail = bankLetterEmail(publicUrl, letter);
    expect(mail.subject).toBe('Solicitud de precualificación hipotecaria: Ana <i>Letra</i>');
    expect(mail.text.startsWith(bankLetterText(letter))).toBe(true);
    expect(mail.text).toContain(`${publicUrl}/leads-dashboard`);
    expect(mail.text).toContain('— Casa Joven PR');
    expect(mail.html).toContain('Estimado equipo de FirstBank &#60;PR&#62;:');
    expect(mail.html).toContain('Ana &#60;i&#62;Letra&#60;/i&#62;');
    expect(mail.html).toContain('(787) 555-0123');
    expect(mail.html).toContain(letter.disclaimer);
    expect(mail.html).not.toContain('<i>');
  });

  it('contact message → institution: the message and the contact data the buyer typed for it, escaped', () => {
    const mail = contactMessageEmail(publicUrl, {
      institutionName: 'Coop',
      name: 'Ana\r\nBcc: x@y.com',
      email: 'ana@example.com',
      phone: '(787) 555-0123',
      message: 'Hola <b>equipo</b>\nGracias',
    });
    expectWellFormed(mail, '/leads-dashboard');
    expect(mail.subject).toBe('Mensaje de Ana Bcc: x@y.com desde Casa Joven PR');
    expect(mail.text).toContain('Hola <b>equipo</b>\nGracias');
    expect(mail.html).toContain('Hola &#60;b&#62;equipo&#60;/b&#62;<br>Gracias');
    expect(mail.text).toContain('Email: ana@example.com');
  });
});
