import { Link } from 'wouter';

/** docs/product/screens.md: any other path shows the English "Page Not Found". */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Page Not Found · Casa Joven PR</title>
      <p className="text-6xl font-extrabold text-blue-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist.</p>
      <Link href="/" className="mt-6 rounded-md bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
        Volver al inicio
      </Link>
    </div>
  );
}
