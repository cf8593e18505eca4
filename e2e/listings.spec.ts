// docs/product/listings.md in the browser: an institution's staff create a listing, add photos (one refused with the
// server's reason) and publish it; a buyer finds it with a filter, opens its page, browses its photos and presses
// "Me interesa" (first without contact data, then with); the operator imports a CSV, first with a bad row.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { submitLeadOverHttp } from './marketplace-helpers';
import { checkScreen } from './support';

/** Municipalities none of the six sample homes is in, so the buyer's filter finds few listings. */
const quietMunicipalities = ['Aibonito', 'Barranquitas', 'Cidra', 'Comerío', 'Orocovis', 'Jayuya'] as const;

const tagOf = () => Math.random().toString(36).slice(2, 7);

/** A small photo made on the spot: a JPEG or a PNG of one colour. */
async function photo(name: string, format: 'jpeg' | 'png', colour: { r: number; g: number; b: number }) {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  const buffer = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return { name, mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/png', buffer };
}

/** A toast's title (the toaster shows one at a time). */
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('staff publish a listing with photos; a buyer finds it, opens it and says "Me interesa"', async ({ institution: staff, buyer }) => {
  test.setTimeout(180_000);
  const tag = tagOf();
  const title = `Casa de prueba ${tag}`;
  const municipality = quietMunicipalities[Math.floor(Math.random() * quietMunicipalities.length)]!;
  const address = `Calle Prueba ${tag} #12`;

  await test.step('staff open Propiedades from the leads portal and see what the empty form asks for', async () => {
    await staff.goto('/leads-dashboard');
    await staff.getByRole('navigation', { name: 'Secciones del portal' }).getByRole('link', { name: 'Propiedades' }).click();
    await expect(staff).toHaveURL(/\/leads-dashboard\/propiedades$/);
    await expect(staff.getByRole('heading', { name: 'Propiedades', level: 1 })).toBeVisible();
    await expect(staff.getByLabel('Estado')).toBeVisible();
    await checkScreen(staff);
    await staff.getByRole('link', { name: 'Nueva propiedad' }).click();
    await staff.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(staff.getByText('Escribe el precio')).toBeVisible();
    await expect(staff.getByText('Elige un municipio de Puerto Rico')).toBeVisible();
    await expect(staff.getByText('Indica si está en zona inundable')).toBeVisible();
    await checkScreen(staff);
  });

  await test.step('fill it in: the price in dollars, numbers, the flood zone; saved as a draft', async () => {
    await staff.getByLabel('Título').fill(title);
    await staff.getByLabel('Descripción').fill('Casa de cemento de un nivel con marquesina, patio y cocina remodelada.');
    const price = staff.getByLabel('Precio (dólares)');
    await expect(price).toHaveAttribute('inputmode', 'decimal');
    await price.fill('412,000');
    await staff.getByLabel('Tipo de propiedad').selectOption('casa');
    await staff.getByLabel('Municipio').selectOption(municipality);
    await staff.getByLabel('Barrio (opcional)').fill('Pueblo');
    await staff.getByLabel('Dirección (opcional)').fill(address);
    await expect(staff.getByLabel('Tamaño (m²)')).toHaveAttribute('inputmode', 'numeric');
    await staff.getByLabel('Tamaño (m²)').fill('140');
    await staff.getByLabel('Habitaciones').fill('4');
    await staff.getByLabel('Baños').fill('2');
    await staff.getByLabel('Año de construcción').fill('1850.5');
    await staff.getByRole('group', { name: '¿Está en zona inundable?' }).getByRole('radio', { name: 'No se sabe' }).check();
    // The CRIM bill and the assistance programme's property rules (optional: left as "No se sabe" when not known).
    await staff.getByLabel('Contribución anual (CRIM) (dólares, opcional)').fill('1,250');
    await staff.getByRole('group', { name: 'Construcción en hormigón' }).getByRole('radio', { name: 'Sí' }).check();
    await staff.getByRole('button', { name: 'Guardar borrador' }).click();
    // A wrong value is explained under its field, and what was typed stays.
    await expect(staff.getByText('El año de construcción debe ser un número entero')).toBeVisible();
    await expect(price).toHaveValue('412,000');
    await staff.getByLabel('Año de construcción').fill('1998');
    await staff.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(toast(staff, 'Borrador guardado')).toBeVisible();
    await expect(staff).toHaveURL(/\/leads-dashboard\/propiedades\?ver=/);
    await expect(staff.getByRole('heading', { name: title })).toBeVisible();
    await expect(staff.getByText('Borrador', { exact: true })).toBeVisible();
  });

  await test.step('three files at once: two photos go up with their progress, a text file is refused with the reason', async () => {
    const input = staff.getByLabel('Agregar fotos');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic');
    await input.setInputFiles([
      await photo('fachada.jpg', 'jpeg', { r: 190, g: 110, b: 70 }),
      { name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto') },
      await photo('patio.png', 'png', { r: 60, g: 140, b: 90 }),
    ]);
    const uploads = staff.getByRole('list', { name: 'Fotos que se están subiendo' });
    await expect(uploads.getByRole('listitem').filter({ hasText: 'notas.jpg' })).toContainText(
      'El archivo no es una imagen JPEG, PNG o WebP.',
      {
        timeout: 20_000,
      },
    );
    await expect(uploads.getByRole('listitem').filter({ hasText: 'fachada.jpg' })).toContainText('Subida');
    await expect(uploads.getByRole('listitem').filter({ hasText: 'patio.png' })).toContainText('Subida', { timeout: 20_000 });
    await expect(staff.getByText('2 de 12 fotos')).toBeVisible();
    const thumbnails = staff.getByRole('list', { name: 'Fotos de la propiedad' }).getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAttribute('src', /\/media\/listings\/.+\.webp$/);
    await checkScreen(staff);
  });

  await test.step('publish it', async () => {
    await staff.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(staff, 'Propiedad publicada: los compradores ya la ven.')).toBeVisible();
    await expect(staff.getByText('Publicada', { exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Despublicar' })).toBeVisible();
    await staff.getByRole('link', { name: 'Volver a la lista' }).click();
    await expect(staff.getByRole('link', { name: title }).locator('visible=true')).toBeVisible();
    await checkScreen(staff);
  });

  const page = buyer.page;
  await test.step('the buyer finds it by municipality and bedrooms; the filters are in the address and survive a reload', async () => {
    await page.goto('/properties');
    await expect(page.getByText(/^Mostrando \d+ propiedad/)).toBeVisible();
    await page.getByLabel('Municipio').selectOption(municipality);
    await page.getByLabel('Habitaciones').selectOption('4');
    await expect(page).toHaveURL(new RegExp(`municipio=${encodeURIComponent(municipality)}.*bedrooms=4|bedrooms=4.*municipio=`));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Banco de Prueba Casa Joven');
    await expect(card).toContainText(`Pueblo, ${municipality}`);
    await expect(card).toContainText('$412,000');
    await expect(card.locator('img').first()).toHaveAttribute('srcset', /480w/);
    await expect(page.getByRole('checkbox', { name: 'Solo lo que está dentro de mi presupuesto' })).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Municipio')).toHaveValue(municipality);
    await expect(page.getByLabel('Habitaciones')).toHaveValue('4');
    await expect(card).toBeVisible();
    await checkScreen(page);
    await card.getByRole('link', { name: title }).click();
  });

  await test.step('its page: the photos with buttons and arrow keys, every field, no address yet', async () => {
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const gallery = page.getByRole('region', { name: `Fotos de ${title}` });
    await expect(gallery.getByText('Foto 1 de 2')).toBeVisible();
    await expect(gallery.getByRole('img', { name: `Foto 1 de 2: ${title}` })).toHaveAttribute('srcset', /\.webp 480w/);
    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(gallery.getByText('Foto 2 de 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('Foto 1 de 2')).toBeVisible();
    await gallery.getByRole('button', { name: 'Ver foto 2 de 2' }).click();
    await expect(gallery.getByText('Foto 2 de 2')).toBeVisible();
    const facts = page.getByRole('region', { name: 'Detalles' });
    await expect(facts).toContainText('140 m²');
    await expect(facts).toContainText('4 habitaciones');
    await expect(facts).toContainText('1998');
    await expect(facts).toContainText('Zona inundableNo se sabe');
    await expect(facts).toContainText('Contribución anual (CRIM)$1,250');
    await expect(facts).toContainText('Construcción en hormigónSí');
    await expect(page.getByRole('link', { name: 'Calcula tu presupuesto para ver tu costo mensual' })).toBeVisible();
    await expect(page.getByText(address)).toHaveCount(0);
    await checkScreen(page);
  });

  await test.step('"Me interesa" without contact data: the server says what is missing', async () => {
    await page.getByRole('button', { name: 'Me interesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Me interesa esta propiedad' });
    await expect(dialog).toContainText(`Me interesa la propiedad «${title}».`);
    await expect(dialog).toContainText('Autorizo a Banco de Prueba Casa Joven');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Completa primero tus datos de contacto');
    await expect(dialog.getByRole('link', { name: 'Ir a la precalificación' })).toHaveAttribute('href', '/calculator');
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('with the contact form sent, the question goes and the address shows', async () => {
    await submitLeadOverHttp(page.request, {
      nombre: buyer.name,
      correo: buyer.email,
      movil: '(787) 555-0142',
      municipio: municipality,
      precio_meta: '$400,000',
    });
    await page.getByRole('button', { name: 'Me interesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Me interesa esta propiedad' });
    await dialog.getByLabel('Mensaje (opcional)').fill('¿Puedo visitarla el sábado?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Pregunta enviada')).toBeVisible();
    await expect(page.getByText(/Ya preguntaste el /)).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Me interesa' })).toHaveCount(0);
    await checkScreen(page);
    await page.getByRole('link', { name: 'Ir a la conversación' }).click();
    await expect(page).toHaveURL(/\/messages\?c=/);
    // The buyer's message opened the conversation (on a phone the thread replaces the list).
    await expect(page.getByText('¿Puedo visitarla el sábado?').locator('visible=true').first()).toBeVisible();
  });

  await test.step('a listing that does not exist says so, with the way back', async () => {
    await page.goto('/properties/no-existe-123');
    await expect(page.getByRole('heading', { name: 'Esta propiedad no está disponible' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a las propiedades' })).toHaveAttribute('href', '/properties');
    await checkScreen(page);
  });

  await test.step('staff mark it sold after confirming, and it leaves the buyers’ list', async () => {
    await staff.getByRole('link', { name: title }).locator('visible=true').click();
    await staff.getByRole('button', { name: 'Marcar como vendida' }).click();
    const confirm = staff.getByRole('dialog', { name: '¿Marcar como vendida?' });
    await checkScreen(staff);
    await confirm.getByRole('button', { name: 'Marcar como vendida' }).click();
    await expect(confirm).toBeHidden();
    await expect(staff.getByText('Vendida', { exact: true })).toBeVisible();
    await page.goto(`/properties?municipio=${encodeURIComponent(municipality)}&bedrooms=4`);
    await expect(page.getByText(/^Mostrando \d+ propiedad/)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
});

test('the operator imports a CSV: a bad row is explained by line, then a good file goes in', async ({ operator: page }) => {
  test.setTimeout(120_000);
  const tag = tagOf();
  const header =
    'titulo,descripcion,precio,tipo,municipio,barrio,direccion,tamano_m2,cuartos,banos,solar_m2,zona_inundable,ano_construccion,metodo_contacto,publicar';
  const good = `Solar importado ${tag},Solar llano con acceso a la carretera y agua.,"$95,000",solar,Cidra,,,600,,,600,no,,Oficina del programa: (787) 555-0100,no`;
  const bad = `Casa importada ${tag},Corta,mucho,castillo,Atlantis,,,0,,,,quizas,,,no`;

  await page.goto('/admin/propiedades');
  await expect(
    page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Propiedades' }),
  ).toHaveAttribute('aria-current', 'page');
  await checkScreen(page);
  await page.getByRole('link', { name: 'Importar CSV' }).click();
  await expect(page.getByRole('link', { name: 'Descargar plantilla' })).toHaveAttribute('href', '/api/admin/listings/import-template.csv');

  const input = page.getByLabel('Elegir archivo CSV');
  await input.setInputFiles({ name: 'propiedades.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n${bad}\n`) });
  const preview = page.getByRole('table', { name: 'Vista previa de la importación' });
  const badRow = preview.getByRole('row').filter({ hasText: `Casa importada ${tag}` });
  await expect(badRow.getByRole('cell').first()).toHaveText('3');
  await expect(badRow).toContainText('La descripción debe tener al menos 10 caracteres');
  await expect(preview.getByRole('row').filter({ hasText: `Solar importado ${tag}` })).toContainText('Correcta');
  await expect(page.getByText('1 de 2 filas tiene errores.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar 2 propiedades' })).toBeDisabled();
  await checkScreen(page);

  await input.setInputFiles({ name: 'propiedades.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n`) });
  await expect(page.getByText('Todo correcto: 1 propiedad lista para importar.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar 1 propiedad' }).click();
  await expect(toast(page, 'Se importó 1 propiedad')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/propiedades$/);
  await expect(page.getByRole('link', { name: `Solar importado ${tag}` }).locator('visible=true')).toBeVisible();
  await checkScreen(page);
});
