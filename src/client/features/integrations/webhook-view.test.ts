import { describe, expect, it } from 'vitest';
import { answerText, attemptSource, attemptTime, durationText, eventLabel, outcomeToast } from './webhook-view';

describe('webhook answers as the log words them', () => {
  it('shows the code, the refused redirect with its reason, or the network reason', () => {
    expect(answerText(200, null)).toBe('HTTP 200');
    expect(answerText(302, 'Respondió con una redirección (302); no se siguen')).toBe(
      'HTTP 302: Respondió con una redirección (302); no se siguen',
    );
    expect(answerText(null, 'Conexión rechazada')).toBe('Conexión rechazada');
    expect(answerText(null, null)).toBe('Sin respuesta todavía');
  });

  it('names events in Spanish and says whether a manual send landed', () => {
    expect(eventLabel('lead.unlocked')).toBe('Contacto desbloqueado');
    expect(eventLabel('test')).toBe('Evento de prueba');
    expect(outcomeToast({ deliveryId: 'd', delivered: true, statusCode: 204, error: null }, 'test')).toMatchObject({
      title: 'Evento de prueba entregado',
      variant: 'success',
    });
    expect(outcomeToast({ deliveryId: 'd', delivered: false, statusCode: 500, error: null }, 'resend')).toMatchObject({
      description: 'HTTP 500',
      variant: 'destructive',
    });
  });
});

describe('an attempt as the log lists it', () => {
  it('says who sent it by hand and how long it took', () => {
    expect(attemptSource('resend')).toBe('Reenvío manual');
    expect(attemptSource('test')).toBe('Evento de prueba');
    expect(attemptSource(null)).toBeNull();
    expect(durationText(120)).toBe('120 ms');
    expect(durationText(1234)).toBe('1.2 s');
    expect(attemptTime('2026-11-28T01:31:05Z')).toBe('27 nov 2026, 9:31:05 p. m.');
  });
});
