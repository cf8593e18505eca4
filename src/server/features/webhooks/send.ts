// One attempt at a delivery over the network, through the guarded sender (decision 0072): the receiver's address is
// checked again at every send in production, the call times out and never follows a redirect. Never throws: the
// outcome (status code, or a Spanish reason staff read in the log) is what gets recorded.
import type { Config } from '../../config';
import { guardedPost, RedirectRefusedError } from '../../net/guarded-post';
import { UnsafeAddressError } from '../../net/public-address';
import { deliveryHeaders } from './signing';

export interface SendableDelivery {
  eventId: string;
  eventType: string;
  body: string;
  url: string;
  secret: string;
}

export interface AttemptOutcome {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: 'Conexión rechazada',
  ECONNRESET: 'La conexión se cortó',
  EPIPE: 'La conexión se cortó',
  ENOTFOUND: 'No se encontró el servidor',
  EAI_AGAIN: 'No se encontró el servidor',
  EHOSTUNREACH: 'Servidor inalcanzable',
  ENETUNREACH: 'Servidor inalcanzable',
};

export function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof UnsafeAddressError) return 'Dirección no permitida: solo direcciones públicas con HTTPS';
  if (error instanceof RedirectRefusedError) return `Respondió con una redirección (${error.status}); no se siguen`;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') {
    return `Sin respuesta en ${Math.max(1, Math.round(timeoutMs / 1000))} s`;
  }
  if (code && networkReasons[code]) return networkReasons[code];
  if (code && /CERT|TLS|SSL/.test(code)) return 'Certificado TLS no válido';
  return 'Error de red';
}

export async function sendDelivery(delivery: SendableDelivery, settings: Config['webhooks']): Promise<AttemptOutcome> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const { status } = await guardedPost(
      delivery.url,
      { body: delivery.body, headers: deliveryHeaders(delivery, delivery.secret, new Date()) },
      { timeoutMs: settings.timeoutMs, guard: settings.guardAddresses, resolve: settings.resolve },
    );
    return { delivered: status >= 200 && status < 300, statusCode: status, error: null, durationMs: durationMs() };
  } catch (error) {
    const statusCode = error instanceof RedirectRefusedError ? error.status : null;
    return { delivered: false, statusCode, error: reasonOf(error, settings.timeoutMs), durationMs: durationMs() };
  }
}
