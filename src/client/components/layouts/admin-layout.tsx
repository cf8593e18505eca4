import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { screens } from '../../../shared/screens';
import { Page } from './page';
import { usePublicConfig } from '../../api/public-config';
import { adminSections } from './admin-sections';

/** Every console page (in components/, since features other than admin draw console screens too): the heading, the section navigation (a scrolling row on a phone), then the page. */
export function AdminLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const [location] = useLocation();
  const sections = useRef<HTMLElement>(null);
  const devMailbox = usePublicConfig()?.devMailbox ?? false;
  // On a phone the row scrolls; keep the open section in sight (Auditoría is off-screen otherwise).
  useEffect(() => {
    sections.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location]);
  return (
    <Page title={title} subtitle={subtitle} wide>
      <nav ref={sections} aria-label="Secciones de la consola" className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-slate-200">
          {adminSections.map((section) => {
            const current = location === section.href;
            return (
              <li key={section.href}>
                <Link
                  href={section.href}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                    current ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700 hover:text-slate-900'
                  }`}
                >
                  {section.label}
                </Link>
              </li>
            );
          })}
          {devMailbox && (
            <li className="ml-auto">
              <Link
                href={screens.devMailbox}
                className="block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900"
              >
                Buzón de desarrollo
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {children}
    </Page>
  );
}
