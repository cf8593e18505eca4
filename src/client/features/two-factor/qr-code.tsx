import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** The otpauth URI as a QR code, drawn here (an SVG image) so the key never leaves the browser for a QR service. */
export function QrCode({ value }: { value: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`, [value]);
  return (
    <img
      src={src}
      alt="Código QR para añadir Casa Joven PR a tu app de autenticación"
      width={200}
      height={200}
      className="size-48 rounded-lg ring-1 ring-slate-200 sm:size-52"
    />
  );
}
