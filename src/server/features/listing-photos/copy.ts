// The Spanish answers of the photo calls (docs/product/listings.md#photos); the screens show `message` as it comes.
import { maxPhotoBytes, maxPhotosPerListing } from '../../../shared/schemas/listings';

const megabytes = Math.round(maxPhotoBytes / (1024 * 1024));

export const photoCopy = {
  tooLarge: `La foto pasa de ${megabytes} MB.`,
  notAnImage: 'El archivo no es una imagen JPEG, PNG o WebP.',
  heic: 'No podemos leer fotos HEIC (el formato del iPhone). Guárdala o compártela como JPEG, PNG o WebP y súbela otra vez. En el iPhone: Ajustes › Cámara › Formatos › «Más compatible».',
  unreadable: 'No pudimos leer la imagen: el archivo está dañado o incompleto. Súbela otra vez como JPEG, PNG o WebP.',
  tooManyPixels: (pixels: number) =>
    `La foto tiene demasiados píxeles (máximo ${Math.round(pixels / 1_000_000)} megapíxeles). Redúcela y súbela otra vez.`,
  tooMany: `La propiedad ya tiene ${maxPhotosPerListing} fotos, el máximo. Borra una para subir otra.`,
  noFile: 'Adjunta la foto en el campo «photo».',
  badForm: 'No pudimos leer el formulario con la foto. Inténtalo de nuevo.',
  notMultipart: 'Envía la foto como formulario (multipart/form-data) en el campo «photo».',
} as const;
