import type { ConsentTexts } from './consent-texts-shape';

/** The banner's texts in Spanish: loaded before hydration on a page in that language (decision 112). */
export default {
  title: 'Su privacidad',
  body: '¿Podemos medir con nuestra propia analítica web, sin terceros, cómo se usa este sitio?',
  detailsLabel: 'Detalles',
  details:
    'Se registran las páginas visitadas, el tiempo en cada página, el desplazamiento y los clics con su posición en la página, nunca lo que escribe en los formularios. Para ello se guarda un identificador de sesión aleatorio en su navegador. Los datos permanecen en nuestro propio servidor: sin terceros ni publicidad. Puede cambiar su decisión en cualquier momento en los ajustes de privacidad.',
  privacyLink: 'Política de privacidad',
  accept: 'Aceptar',
  reject: 'Rechazar',
  settings: 'Ajustes de privacidad',
  close: 'Cerrar',
  currentGranted: 'Actualmente: analítica web permitida.',
  currentDenied: 'Actualmente: analítica web rechazada.',
  privacySignal:
    'Su navegador envía la señal «Do Not Track» o «Global Privacy Control», por lo que no se realiza ninguna analítica web.',
} satisfies ConsentTexts;
