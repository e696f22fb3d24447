import { LIMITS } from '../../limits.js';
import type { Translation } from '../../i18n/translation.js';
import type { quote as english } from '../quote.js';

export const quote = {
  name: 'El nombre debe tener al menos 2 caracteres',
  email: 'Escriba un correo electrónico válido',
  phone: 'Escriba un número de teléfono válido',
  zipCode: 'El código postal debe tener 5 dígitos',
  projectType: 'Díganos qué tipo de proyecto tiene',
  message: 'Cuéntenos un poco más sobre su proyecto',
  nameTooLong: `El nombre puede tener hasta ${LIMITS.quote.nameMax} caracteres`,
  nameNeedsLetter: 'El nombre debe llevar al menos una letra',
  nameInvisibleCharacters: 'El nombre no puede llevar caracteres de control ni de formato invisibles',
  emailTooLong: `El correo electrónico puede tener hasta ${LIMITS.quote.emailMax} caracteres`,
  phoneTooLong: `El número de teléfono puede tener hasta ${LIMITS.quote.phoneMax} caracteres`,
  projectTypeTooLong: `El tipo de proyecto puede tener hasta ${LIMITS.quote.projectTypeMax} caracteres`,
  messageTooLong: `El mensaje puede tener hasta ${LIMITS.quote.messageMax} caracteres`,
  validatingZip: 'Verificando el código postal...',
  submitting: 'Enviando...',
  outsideAreaTitle: 'Fuera de nuestra zona de servicio',
  outsideArea:
    'Lo sentimos, por ahora no damos servicio en su área. Comuníquese con nosotros directamente para más información.',
  errorTitle: 'Error',
  genericError: 'Algo salió mal. Por favor, inténtelo de nuevo más tarde.',
  successTitle: 'Recibimos su solicitud de cotización',
  successDescription: '¡Nos comunicaremos con usted lo antes posible!',
  tooManyRequests:
    'Se han enviado demasiadas solicitudes desde esta dirección. Espere unos minutos e inténtelo de nuevo.',
  tooManyRequestsRetryIn: (seconds: number) =>
    `Se han enviado demasiadas solicitudes desde esta dirección. Inténtelo de nuevo en ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
  idempotencyKeyInvalid: `El encabezado Idempotency-Key debe tener de 1 a ${LIMITS.idempotencyKey.maxLength} caracteres ASCII visibles`,
  idempotencyKeyReused:
    'Este Idempotency-Key ya se usó para otra solicitud de cotización. Envíe una clave nueva para una solicitud nueva.',
  offline:
    'No tiene conexión, así que todavía no se puede enviar su solicitud. Lo que escribió se queda aquí: envíela cuando vuelva a estar en línea.',
} satisfies Translation<typeof english>;
