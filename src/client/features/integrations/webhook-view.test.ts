import { describe, expect, it } from 'vitest';
import { answerText, eventLabel, outcomeToast } from './webhook-view';

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
