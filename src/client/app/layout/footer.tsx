import { Link } from 'wouter';
import { programmeUrl, statusPortalUrl } from '../../../shared/external-links';
import { screens } from '../../../shared/screens';

// Permits, terms and privacy are placeholders until those pages exist (docs/product/screens.md).
const contactEmail = 'info@casajovenpr.example.com';

const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 print:hidden text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-base font-bold text-white">Casa Joven PR</h2>
          <p className="mt-2 text-sm">Te acompañamos paso a paso en la compra de tu primera vivienda en Puerto Rico.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Enlaces oficiales</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a className={linkClass} href={programmeUrl} target="_blank" rel="noopener noreferrer">
                Programa de Vivienda (sitio oficial)
              </a>
            </li>
            <li>
              <a className={linkClass} href={statusPortalUrl} target="_blank" rel="noopener noreferrer">
                Portal de estatus de solicitudes
              </a>
            </li>
            <li>
              <a className={linkClass} href="#permisos" aria-disabled="true">
                Portal de permisos
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Información</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a className={linkClass} href="#terminos" aria-disabled="true">
                Términos y condiciones
              </a>
            </li>
            <li>
              <a className={linkClass} href="#privacidad" aria-disabled="true">
                Política de privacidad
              </a>
            </li>
            <li>
              <Link className={linkClass} href={screens.institutionLogin}>
                Portal Instituciones
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contacto</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              Teléfono:{' '}
              <a className={linkClass} href="tel:+17875550100">
                (787) 555-0100
              </a>
            </li>
            <li>
              Email:{' '}
              <a className={linkClass} href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </li>
            <li>Lun-Vie 8:00 AM-5:00 PM</li>
            <li>Sáb 9:00 AM-1:00 PM</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400">
          Casa Joven PR es una herramienta informativa. Los procesos oficiales del programa se realizan en el sitio web oficial del programa
          de vivienda.
        </p>
      </div>
    </footer>
  );
}
