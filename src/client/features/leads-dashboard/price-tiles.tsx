// docs/product/screens.md's two tiles and subtitle, from the configured prices (docs/product/constants.md#prices-are-configuration).
import { Bell, Unlock } from 'lucide-react';
import { formatCents } from '../../lib/format';
import { TestPaymentNotice } from '../../components/test-payment-notice';
import { priceLabel } from '../../lib/prices';
import { usePublicConfig, useTestPayments } from '../../api/public-config';

export function PriceTiles() {
  const prices = usePublicConfig()?.prices;
  const testPayments = useTestPayments();
  if (!prices) return null;
  const tiles = [
    {
      icon: Bell,
      title: 'Solicitud de Conexión',
      price: priceLabel(prices.connectionRequestCents, testPayments),
      text: 'Información básica del lead y una notificación al comprador para que acepte o rechace.',
    },
    {
      icon: Unlock,
      title: 'Desbloqueo de Contacto',
      price: priceLabel(prices.unlockCents, testPayments),
      text: 'Contacto completo: nombre, correo electrónico y teléfono móvil, tras la aceptación del comprador.',
    },
  ];
  return (
    <section aria-label="Precios">
      <p className="text-slate-700">
        Solicitar una conexión cuesta {formatCents(prices.connectionRequestCents)} y desbloquear el contacto completo cuesta{' '}
        {formatCents(prices.unlockCents)}.
      </p>
      <div className="mt-3">
        <TestPaymentNotice detail="Las solicitudes y los desbloqueos de este entorno se confirman en una pantalla de prueba." />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {tiles.map(({ icon: Icon, title, price, text }) => (
          <div key={title} className="flex gap-3 rounded-lg border border-blue-100 bg-blue-50 p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-blue-800" aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-slate-900">
                {title}: <span className="text-blue-900">{price}</span>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
