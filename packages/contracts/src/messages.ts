/**
 * User-facing API messages in every supported language. Validation schemas carry a message key;
 * the API turns keys (and zod's own issue codes) into text in the request's language.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from './constants';

type Catalogue = Record<LanguageCode, string>;

export const MESSAGES = {
  required: {
    de: 'Dieses Feld ist erforderlich.',
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    fr: 'Ce champ est obligatoire.',
    zh: '此字段为必填项。',
  },
  invalid_email: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
    es: 'Introduzca una dirección de correo electrónico válida.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    zh: '请输入有效的电子邮件地址。',
  },
  too_long: {
    de: 'Dieser Wert ist zu lang (höchstens {maximum} Zeichen).',
    en: 'This value is too long (at most {maximum} characters).',
    es: 'Este valor es demasiado largo (máximo {maximum} caracteres).',
    fr: 'Cette valeur est trop longue ({maximum} caractères au maximum).',
    zh: '该值过长（最多 {maximum} 个字符）。',
  },
  markdown_too_deep: {
    de: 'Dieser Text ist zu tief verschachtelt: höchstens {maximum} Zitate (>) und Listen ineinander, in Zeile {line} sind es {found}.',
    en: 'This text is nested too deeply: at most {maximum} quotes (>) and lists inside each other, line {line} has {found}.',
    es: 'Este texto está demasiado anidado: como máximo {maximum} citas (>) y listas una dentro de otra; la línea {line} tiene {found}.',
    fr: 'Ce texte est trop imbriqué : au plus {maximum} citations (>) et listes les unes dans les autres, la ligne {line} en a {found}.',
    zh: '此文本嵌套过深：引用（>）和列表最多嵌套 {maximum} 层，第 {line} 行有 {found} 层。',
  },
  markdown_too_many_lines: {
    de: 'Dieser Text hat zu viele Zeilen: höchstens {maximum}, hier sind es {found}.',
    en: 'This text has too many lines: at most {maximum}, it has {found}.',
    es: 'Este texto tiene demasiadas líneas: como máximo {maximum}, tiene {found}.',
    fr: 'Ce texte a trop de lignes : au plus {maximum}, il en a {found}.',
    zh: '此文本行数过多：最多 {maximum} 行，当前有 {found} 行。',
  },
  markdown_too_many_marks: {
    de: 'Dieser Text enthält zu viele Formatierungszeichen (* _ ~ ` [ ] |): höchstens {maximum}, hier sind es {found}.',
    en: 'This text has too many formatting marks (* _ ~ ` [ ] |): at most {maximum}, it has {found}.',
    es: 'Este texto tiene demasiados signos de formato (* _ ~ ` [ ] |): como máximo {maximum}, tiene {found}.',
    fr: 'Ce texte contient trop de signes de mise en forme (* _ ~ ` [ ] |) : au plus {maximum}, il en a {found}.',
    zh: '此文本的格式符号（* _ ~ ` [ ] |）过多：最多 {maximum} 个，当前有 {found} 个。',
  },
  too_short: {
    de: 'Dieser Wert ist zu kurz (mindestens {minimum} Zeichen).',
    en: 'This value is too short (at least {minimum} characters).',
    es: 'Este valor es demasiado corto (mínimo {minimum} caracteres).',
    fr: 'Cette valeur est trop courte ({minimum} caractères au minimum).',
    zh: '该值过短（至少 {minimum} 个字符）。',
  },
  too_many: {
    de: 'Zu viele Einträge (höchstens {maximum}).',
    en: 'Too many items (at most {maximum}).',
    es: 'Demasiados elementos (máximo {maximum}).',
    fr: "Trop d'éléments ({maximum} au maximum).",
    zh: '条目过多（最多 {maximum} 个）。',
  },
  too_few: {
    de: 'Zu wenige Einträge (mindestens {minimum}).',
    en: 'Too few items (at least {minimum}).',
    es: 'Muy pocos elementos (mínimo {minimum}).',
    fr: "Pas assez d'éléments ({minimum} au minimum).",
    zh: '条目过少（至少 {minimum} 个）。',
  },
  invalid_value: {
    de: 'Ungültiger Wert.',
    en: 'Invalid value.',
    es: 'Valor no válido.',
    fr: 'Valeur non valide.',
    zh: '无效的值。',
  },
  invalid_url: {
    de: 'Bitte geben Sie eine gültige Adresse ein (https:, http:, mailto:, tel: oder ein Pfad wie /kontakt).',
    en: 'Please enter a valid address (https:, http:, mailto:, tel: or a path such as /contact).',
    es: 'Introduzca una dirección válida (https:, http:, mailto:, tel: o una ruta como /contacto).',
    fr: 'Veuillez saisir une adresse valide (https:, http:, mailto:, tel: ou un chemin comme /contact).',
    zh: '请输入有效的地址（https:、http:、mailto:、tel: 或 /contact 这样的路径）。',
  },
  invalid_characters: {
    de: 'Dieser Wert enthält unzulässige Zeichen (z. B. Steuerzeichen).',
    en: 'This value contains characters that are not allowed (e.g. control characters).',
    es: 'Este valor contiene caracteres no permitidos (p. ej., caracteres de control).',
    fr: 'Cette valeur contient des caractères non autorisés (p. ex. des caractères de contrôle).',
    zh: '该值包含不允许的字符（例如控制字符）。',
  },
  datetime_out_of_range: {
    de: 'Dieser Zeitpunkt liegt zu weit in der Vergangenheit oder in der Zukunft.',
    en: 'This point in time is too far in the past or in the future.',
    es: 'Este momento está demasiado lejos en el pasado o en el futuro.',
    fr: 'Cet horodatage est trop éloigné dans le passé ou dans le futur.',
    zh: '该时间距现在过远（过去或未来）。',
  },
  invalid_time_zone: {
    de: 'Bitte wählen Sie eine Zeitzone aus der Liste, z. B. Europe/Berlin.',
    en: 'Please choose a time zone from the list, e.g. Europe/Berlin.',
    es: 'Elija una zona horaria de la lista, p. ej. Europe/Berlin.',
    fr: 'Veuillez choisir un fuseau horaire dans la liste, p. ex. Europe/Berlin.',
    zh: '请从列表中选择一个时区，例如 Europe/Berlin。',
  },
  invalid_number: {
    de: 'Bitte geben Sie eine gültige Zahl ein.',
    en: 'Please enter a valid number.',
    es: 'Introduzca un número válido.',
    fr: 'Veuillez saisir un nombre valide.',
    zh: '请输入有效的数字。',
  },
  number_too_small: {
    de: 'Der Wert muss mindestens {minimum} sein.',
    en: 'The value must be at least {minimum}.',
    es: 'El valor debe ser al menos {minimum}.',
    fr: 'La valeur doit être au moins {minimum}.',
    zh: '该值必须至少为 {minimum}。',
  },
  number_too_big: {
    de: 'Der Wert darf höchstens {maximum} sein.',
    en: 'The value must be at most {maximum}.',
    es: 'El valor debe ser como máximo {maximum}.',
    fr: 'La valeur doit être au plus {maximum}.',
    zh: '该值不得超过 {maximum}。',
  },
  invalid_phone: {
    de: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    en: 'Please enter a valid phone number.',
    es: 'Introduzca un número de teléfono válido.',
    fr: 'Veuillez saisir un numéro de téléphone valide.',
    zh: '请输入有效的电话号码。',
  },
  invalid_datetime: {
    de: 'Bitte geben Sie einen gültigen Zeitpunkt (ISO 8601) an.',
    en: 'Please give a valid point in time (ISO 8601).',
    es: 'Indique un momento válido (ISO 8601).',
    fr: 'Veuillez indiquer un horodatage valide (ISO 8601).',
    zh: '请提供有效的时间（ISO 8601）。',
  },
  unknown_field: {
    de: 'Unbekanntes Feld.',
    en: 'Unknown field.',
    es: 'Campo desconocido.',
    fr: 'Champ inconnu.',
    zh: '未知字段。',
  },
  unknown_session: {
    de: 'Unbekannte Sitzung.',
    en: 'Unknown session.',
    es: 'Sesión desconocida.',
    fr: 'Session inconnue.',
    zh: '未知会话。',
  },
  validation_failed: {
    de: 'Bitte überprüfen Sie Ihre Eingaben.',
    en: 'Please check your input.',
    es: 'Revise los datos introducidos.',
    fr: 'Veuillez vérifier votre saisie.',
    zh: '请检查您的输入。',
  },
  not_found: {
    de: 'Nicht gefunden.',
    en: 'Not found.',
    es: 'No encontrado.',
    fr: 'Introuvable.',
    zh: '未找到。',
  },
  csrf_failed: {
    de: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
    en: 'The security check failed. Please reload the page.',
    es: 'La comprobación de seguridad ha fallado. Vuelva a cargar la página.',
    fr: 'La vérification de sécurité a échoué. Veuillez recharger la page.',
    zh: '安全校验失败，请刷新页面。',
  },
  rate_limited: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'Too many requests. Please try again in {seconds} seconds.',
    es: 'Demasiadas solicitudes. Inténtelo de nuevo en {seconds} segundos.',
    fr: 'Trop de requêtes. Veuillez réessayer dans {seconds} secondes.',
    zh: '请求过多，请在 {seconds} 秒后重试。',
  },
  booking_rate_limited: {
    de: 'Zu viele Buchungen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'Too many bookings with this e-mail address. Please try again in {seconds} seconds.',
    es: 'Demasiadas reservas con esta dirección de correo. Inténtelo de nuevo en {seconds} segundos.',
    fr: 'Trop de réservations avec cette adresse e-mail. Veuillez réessayer dans {seconds} secondes.',
    zh: '此电子邮件地址的预约过多，请在 {seconds} 秒后重试。',
  },
  payload_too_large: {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    zh: '请求内容过大。',
  },
  unsupported_media_type: {
    de: 'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
    en: 'Please send the data as JSON (Content-Type: application/json).',
    es: 'Envíe los datos como JSON (Content-Type: application/json).',
    fr: 'Veuillez envoyer les données au format JSON (Content-Type: application/json).',
    zh: '请以 JSON 格式发送数据（Content-Type: application/json）。',
  },
  invalid_json: {
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
    zh: '请求内容不是有效的 JSON。',
  },
  bad_request: {
    de: 'Die Anfrage ist fehlerhaft und wurde nicht bearbeitet.',
    en: 'The request is malformed and was not processed.',
    es: 'La solicitud no es válida y no se ha procesado.',
    fr: "La requête est mal formée et n'a pas été traitée.",
    zh: '请求格式错误，未被处理。',
  },
  request_timeout: {
    de: 'Die Anfrage kam zu langsam an. Bitte versuchen Sie es erneut.',
    en: 'The request arrived too slowly. Please try again.',
    es: 'La solicitud llegó demasiado despacio. Inténtelo de nuevo.',
    fr: 'La requête est arrivée trop lentement. Veuillez réessayer.',
    zh: '请求到达过慢，请重试。',
  },
  headers_too_large: {
    de: 'Die Kopfzeilen der Anfrage sind zu groß.',
    en: 'The request headers are too large.',
    es: 'Las cabeceras de la solicitud son demasiado grandes.',
    fr: 'Les en-têtes de la requête sont trop volumineux.',
    zh: '请求头过大。',
  },
  server_error: {
    de: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    en: 'An internal error occurred. Please try again later.',
    es: 'Se ha producido un error interno. Inténtelo más tarde.',
    fr: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    zh: '发生内部错误，请稍后重试。',
  },
  service_unavailable: {
    de: 'Dieser Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'This service is temporarily unavailable. Please try again in {seconds} seconds.',
    es: 'Este servicio no está disponible temporalmente. Inténtelo de nuevo en {seconds} segundos.',
    fr: 'Ce service est temporairement indisponible. Veuillez réessayer dans {seconds} secondes.',
    zh: '该服务暂时无法使用，请在 {seconds} 秒后重试。',
  },
  service_unavailable_not_saved: {
    de: 'Ihre Angaben konnten gerade nicht gespeichert werden, weil der Dienst vorübergehend nicht erreichbar ist. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'Your details could not be saved because the service is temporarily unavailable. Please try again in {seconds} seconds.',
    es: 'No hemos podido guardar sus datos porque el servicio no está disponible temporalmente. Inténtelo de nuevo en {seconds} segundos.',
    fr: "Vos données n'ont pas pu être enregistrées, car le service est temporairement indisponible. Veuillez réessayer dans {seconds} secondes.",
    zh: '服务暂时无法使用，您的信息未能保存。请在 {seconds} 秒后重试。',
  },
  storage_full: {
    de: 'Der Speicherplatz des Servers ist voll: Es wurde nichts gespeichert. Bitte versuchen Sie es später erneut oder informieren Sie die technische Betreuung der Website.',
    en: "The server's storage is full: nothing was saved. Please try again later or tell the site's technical contact.",
    es: 'El almacenamiento del servidor está lleno: no se ha guardado nada. Inténtelo más tarde o avise al responsable técnico del sitio.',
    fr: "L'espace de stockage du serveur est plein : rien n'a été enregistré. Veuillez réessayer plus tard ou prévenir le responsable technique du site.",
    zh: '服务器存储空间已满：未保存任何内容。请稍后重试，或通知网站的技术负责人。',
  },
  newsletter_pending: {
    de: 'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade gesendet haben.',
    en: 'Almost done! Please confirm your subscription using the link in the email we have just sent you.',
    es: '¡Casi listo! Confirme su suscripción con el enlace del correo que le acabamos de enviar.',
    fr: "Presque terminé ! Veuillez confirmer votre inscription grâce au lien de l'e-mail que nous venons de vous envoyer.",
    zh: '即将完成！请点击我们刚刚发送给您的邮件中的链接确认订阅。',
  },
  newsletter_confirmed: {
    de: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
    en: 'Thank you! Your newsletter subscription is confirmed.',
    es: '¡Gracias! Su suscripción al boletín está confirmada.',
    fr: 'Merci ! Votre inscription à la newsletter est confirmée.',
    zh: '谢谢！您的新闻订阅已确认。',
  },
  newsletter_token_invalid: {
    de: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'This confirmation link is invalid or has expired. Please subscribe again.',
    es: 'Este enlace de confirmación no es válido o ha caducado. Vuelva a suscribirse.',
    fr: "Ce lien de confirmation n'est pas valide ou a expiré. Veuillez vous réinscrire.",
    zh: '此确认链接无效或已过期，请重新订阅。',
  },
  newsletter_confirm_prompt: {
    de: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit einem Klick auf die Schaltfläche.',
    en: 'Please confirm your newsletter subscription by clicking the button.',
    es: 'Confirme su suscripción al boletín haciendo clic en el botón.',
    fr: 'Veuillez confirmer votre inscription à la newsletter en cliquant sur le bouton.',
    zh: '请点击下方按钮确认您的新闻订阅。',
  },
  newsletter_confirm_button: {
    de: 'Anmeldung bestätigen',
    en: 'Confirm subscription',
    es: 'Confirmar suscripción',
    fr: "Confirmer l'inscription",
    zh: '确认订阅',
  },
  newsletter_unsubscribe_prompt: {
    de: 'Möchten Sie sich vom Newsletter abmelden? Dann erhalten Sie keine Newsletter mehr von uns.',
    en: 'Do you want to unsubscribe from the newsletter? You will then receive no more newsletters from us.',
    es: '¿Desea darse de baja del boletín? Entonces no recibirá más boletines nuestros.',
    fr: 'Souhaitez-vous vous désinscrire de la newsletter ? Vous ne recevrez alors plus de newsletter de notre part.',
    zh: '您要退订新闻通讯吗？退订后您将不再收到我们的新闻通讯。',
  },
  newsletter_unsubscribe_button: {
    de: 'Abmelden',
    en: 'Unsubscribe',
    es: 'Darse de baja',
    fr: 'Se désinscrire',
    zh: '退订',
  },
  newsletter_unsubscribed: {
    de: 'Sie sind vom Newsletter abgemeldet und erhalten keine Newsletter mehr von uns.',
    en: 'You have been unsubscribed and will receive no more newsletters from us.',
    es: 'Se ha dado de baja del boletín y no recibirá más boletines nuestros.',
    fr: 'Vous êtes désinscrit de la newsletter et ne recevrez plus de newsletter de notre part.',
    zh: '您已退订新闻通讯，今后将不会再收到我们的新闻通讯。',
  },
  newsletter_unsubscribe_invalid: {
    de: 'Dieser Abmeldelink ist ungültig. Wenn Sie weiterhin Newsletter von uns erhalten, schreiben Sie uns bitte.',
    en: 'This unsubscribe link is invalid. If you still receive newsletters from us, please write to us.',
    es: 'Este enlace para darse de baja no es válido. Si sigue recibiendo nuestros boletines, escríbanos.',
    fr: "Ce lien de désinscription n'est pas valide. Si vous recevez encore notre newsletter, écrivez-nous.",
    zh: '此退订链接无效。如果您仍收到我们的新闻通讯，请与我们联系。',
  },
  contact_received: {
    de: 'Vielen Dank für Ihre Nachricht! Wir melden uns in der Regel innerhalb von zwei Werktagen.',
    en: 'Thank you for your message! We usually reply within two working days.',
    es: '¡Gracias por su mensaje! Normalmente respondemos en un plazo de dos días laborables.',
    fr: 'Merci pour votre message ! Nous répondons généralement sous deux jours ouvrés.',
    zh: '感谢您的留言！我们通常会在两个工作日内回复。',
  },
  session_expired: {
    de: 'Diese Sitzung ist abgelaufen.',
    en: 'This session has expired.',
    es: 'Esta sesión ha caducado.',
    fr: 'Cette session a expiré.',
    zh: '该会话已过期。',
  },
  event_too_large: {
    de: 'Dieses Ereignis ist zu groß (höchstens {maximum} Bytes).',
    en: 'This event is too large (at most {maximum} bytes).',
    es: 'Este evento es demasiado grande (máximo {maximum} bytes).',
    fr: 'Cet événement est trop volumineux ({maximum} octets au maximum).',
    zh: '该事件过大（最多 {maximum} 字节）。',
  },
  // issue 12 api
  file_too_large: {
    de: 'Die Datei ist zu groß (höchstens {maximum} KB).',
    en: 'The file is too large (at most {maximum} KB).',
    es: 'El archivo es demasiado grande (máximo {maximum} KB).',
    fr: 'Le fichier est trop volumineux ({maximum} Ko au maximum).',
    zh: '文件过大（最多 {maximum} KB）。',
  },
  // issue 24 point 4 (decision 095): a photo's limit as a person knows its size
  file_too_large_mb: {
    de: 'Die Datei ist zu groß (höchstens {maximum} MB).',
    en: 'The file is too large (at most {maximum} MB).',
    es: 'El archivo es demasiado grande (máximo {maximum} MB).',
    fr: 'Le fichier est trop volumineux ({maximum} Mo au maximum).',
    zh: '文件过大（最多 {maximum} MB）。',
  },
  // issue 24 point 4 (decision 095)
  upload_too_large: {
    de: 'Die Dateien sind zusammen zu groß (höchstens {maximum} MB auf einmal).',
    en: 'The files are too large together (at most {maximum} MB at once).',
    es: 'Los archivos son demasiado grandes en conjunto (máximo {maximum} MB a la vez).',
    fr: 'Les fichiers sont trop volumineux ensemble ({maximum} Mo au maximum en une fois).',
    zh: '文件总大小过大（一次最多 {maximum} MB）。',
  },
  // issue 12 api
  too_many_files: {
    de: 'Zu viele Dateien (höchstens {maximum}).',
    en: 'Too many files (at most {maximum}).',
    es: 'Demasiados archivos (máximo {maximum}).',
    fr: 'Trop de fichiers ({maximum} au maximum).',
    zh: '文件过多（最多 {maximum} 个）。',
  },
  // issue 12 api
  file_type_not_allowed: {
    de: 'Dieser Dateityp ist nicht erlaubt (erlaubt: {types}).',
    en: 'This file type is not allowed (allowed: {types}).',
    es: 'Este tipo de archivo no está permitido (permitidos: {types}).',
    fr: "Ce type de fichier n'est pas autorisé (autorisés : {types}).",
    zh: '不允许此文件类型（允许：{types}）。',
  },
  // issue 12 api
  multipart_required: {
    de: 'Bitte senden Sie die Daten als Formular mit Dateien (Content-Type: multipart/form-data).',
    en: 'Please send the data as a form with files (Content-Type: multipart/form-data).',
    es: 'Envíe los datos como formulario con archivos (Content-Type: multipart/form-data).',
    fr: 'Veuillez envoyer les données sous forme de formulaire avec fichiers (Content-Type: multipart/form-data).',
    zh: '请以带文件的表单形式发送数据（Content-Type: multipart/form-data）。',
  },
  // issue 12 api
  authentication_required: {
    de: 'Bitte melden Sie sich an.',
    en: 'Please sign in.',
    es: 'Inicie sesión.',
    fr: 'Veuillez vous connecter.',
    zh: '请先登录。',
  },
  // issue 12 api
  permission_denied: {
    de: 'Dafür fehlt Ihnen die Berechtigung.',
    en: 'You do not have permission to do this.',
    es: 'No tiene permiso para hacer esto.',
    fr: "Vous n'avez pas l'autorisation de faire cela.",
    zh: '您没有执行此操作的权限。',
  },
  // issue 13 auth
  password_too_short: {
    de: 'Das Passwort muss mindestens {minimum} Zeichen lang sein.',
    en: 'The password must be at least {minimum} characters long.',
    es: 'La contraseña debe tener al menos {minimum} caracteres.',
    fr: 'Le mot de passe doit comporter au moins {minimum} caractères.',
    zh: '密码长度至少为 {minimum} 个字符。',
  },
  // issue 13 auth
  password_unchanged: {
    de: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
    en: 'The new password must differ from the current one.',
    es: 'La nueva contraseña debe ser distinta de la actual.',
    fr: "Le nouveau mot de passe doit être différent de l'actuel.",
    zh: '新密码必须与当前密码不同。',
  },
  password_too_common: {
    de: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    en: 'This password is too common and easy to guess. Please choose another one.',
    es: 'Esta contraseña es demasiado común y fácil de adivinar. Elija otra.',
    fr: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
    zh: '此密码过于常见，容易被猜到。请换一个。',
  },
  // issue 13 auth
  invalid_credentials: {
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'The email address or password is wrong.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    fr: "L'adresse e-mail ou le mot de passe est incorrect.",
    zh: '电子邮件地址或密码错误。',
  },
  // issue 13 auth
  sign_in_locked: {
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo en {minutes} minutos.',
    fr: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans {minutes} minutes.',
    zh: '登录失败次数过多。请在 {minutes} 分钟后重试。',
  },
  // issue 13 auth
  invalid_code: {
    de: 'Dieser Code ist nicht gültig.',
    en: 'This code is not valid.',
    es: 'Este código no es válido.',
    fr: "Ce code n'est pas valide.",
    zh: '此代码无效。',
  },
  // issue 13 auth
  second_factor_expired: {
    de: 'Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.',
    en: 'The sign-in took too long. Please sign in again with your email address and password.',
    es: 'El inicio de sesión tardó demasiado. Vuelva a iniciar sesión con su correo electrónico y contraseña.',
    fr: 'La connexion a pris trop de temps. Veuillez vous reconnecter avec votre adresse e-mail et votre mot de passe.',
    zh: '登录耗时过长。请使用电子邮件地址和密码重新登录。',
  },
  // issue 13 auth
  wrong_password: {
    de: 'Das Passwort ist falsch.',
    en: 'The password is wrong.',
    es: 'La contraseña no es correcta.',
    fr: 'Le mot de passe est incorrect.',
    zh: '密码错误。',
  },
  // issue 13 auth
  link_invalid: {
    de: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
    en: 'This link is invalid, has expired or has already been used.',
    es: 'Este enlace no es válido, ha caducado o ya se ha utilizado.',
    fr: 'Ce lien est invalide, a expiré ou a déjà été utilisé.',
    zh: '此链接无效、已过期或已被使用。',
  },
  // issue 24 point 10: the same words whether or not an account has the address
  password_reset_requested: {
    de: 'Wenn es ein Konto mit dieser Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde.',
    en: 'If there is an account with this address, an email with a link is on its way. The link works for one hour.',
    es: 'Si existe una cuenta con esta dirección, le hemos enviado un correo con un enlace. El enlace es válido durante una hora.',
    fr: "S'il existe un compte avec cette adresse, un e-mail contenant un lien est en route. Le lien est valable une heure.",
    zh: '如果存在使用此地址的帐户，一封包含链接的电子邮件正在发送中。该链接一小时内有效。',
  },
  // issue 13 auth
  email_taken: {
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    en: 'An account with this email address already exists.',
    es: 'Ya existe una cuenta con esta dirección de correo electrónico.',
    fr: 'Un compte avec cette adresse e-mail existe déjà.',
    zh: '使用此电子邮件地址的帐户已存在。',
  },
  // issue 13 auth
  last_owner: {
    de: 'Die Website braucht mindestens eine aktive Inhaberin oder einen aktiven Inhaber.',
    en: 'The site needs at least one active owner.',
    es: 'El sitio necesita al menos una persona propietaria activa.',
    fr: "Le site a besoin d'au moins un propriétaire actif.",
    zh: '网站至少需要一位有效的所有者。',
  },
  // issue 13 auth
  own_account: {
    de: 'Ihr eigenes Konto können Sie nicht löschen.',
    en: 'You cannot delete your own account.',
    es: 'No puede eliminar su propia cuenta.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
    zh: '您不能删除自己的帐户。',
  },
  // issue 13 auth
  totp_already_enabled: {
    de: 'Die Anmeldung in zwei Schritten ist bereits eingeschaltet.',
    en: 'Two-factor sign-in is already on.',
    es: 'El inicio de sesión en dos pasos ya está activado.',
    fr: 'La connexion en deux étapes est déjà activée.',
    zh: '两步登录已开启。',
  },
  // issue 13 auth
  totp_setup_required: {
    de: 'Bitte richten Sie die Anmeldung in zwei Schritten zuerst ein.',
    en: 'Please set up two-factor sign-in first.',
    es: 'Configure primero el inicio de sesión en dos pasos.',
    fr: "Veuillez d'abord configurer la connexion en deux étapes.",
    zh: '请先设置两步登录。',
  },
  // issue 13 auth
  totp_not_enabled: {
    de: 'Die Anmeldung in zwei Schritten ist nicht eingeschaltet.',
    en: 'Two-factor sign-in is not on.',
    es: 'El inicio de sesión en dos pasos no está activado.',
    fr: "La connexion en deux étapes n'est pas activée.",
    zh: '两步登录未开启。',
  },
  // issue 13 content
  version_conflict: {
    de: 'Jemand hat diesen Eintrag inzwischen geändert. Bitte vergleichen Sie beide Fassungen.',
    en: 'Someone changed this item in the meantime. Please compare both versions.',
    es: 'Alguien ha modificado este elemento entretanto. Compare ambas versiones.',
    fr: "Quelqu'un a modifié cet élément entre-temps. Veuillez comparer les deux versions.",
    zh: '此条目已被他人修改。请比较两个版本。',
  },
  // issue 14 campaigns
  campaign_not_draft: {
    de: 'Dieser Newsletter wird schon versendet oder ist versendet und kann nicht mehr geändert werden.',
    en: 'This newsletter is being sent or has been sent and can no longer be changed.',
    es: 'Este boletín se está enviando o ya se ha enviado y ya no se puede modificar.',
    fr: 'Cette newsletter est en cours d’envoi ou a été envoyée et ne peut plus être modifiée.',
    zh: '此新闻通讯正在发送或已发送，无法再修改。',
  },
  campaign_no_recipients: {
    de: 'In dieser Sprache gibt es keine bestätigten Abonnenten.',
    en: 'There are no confirmed subscribers in this language.',
    es: 'No hay suscriptores confirmados en este idioma.',
    fr: 'Il n’y a aucun abonné confirmé dans cette langue.',
    zh: '该语言没有已确认的订阅者。',
  },
  nothing_to_publish: {
    de: 'Es gibt keine unveröffentlichten Änderungen.',
    en: 'There are no unpublished changes.',
    es: 'No hay cambios sin publicar.',
    fr: "Il n'y a aucune modification non publiée.",
    zh: '没有未发布的更改。',
  },
  method_not_allowed: {
    de: 'Diese Aktion ist hier nicht möglich.',
    en: 'This action is not possible here.',
    es: 'Esta acción no es posible aquí.',
    fr: "Cette action n'est pas possible ici.",
    zh: '此处无法执行此操作。',
  },
  // issue 14 outbox
  outbox_not_retryable: {
    de: 'Nur eine fehlgeschlagene oder mangels Mailserver nicht gesendete E-Mail kann erneut gesendet werden.',
    en: 'Only an email that failed or was not sent for want of a mail server can be sent again.',
    es: 'Solo se puede volver a enviar un correo que falló o que no se envió por falta de servidor de correo.',
    fr: 'Seul un e-mail en échec ou non envoyé faute de serveur de messagerie peut être renvoyé.',
    zh: '只有发送失败或因未配置邮件服务器而未发送的邮件才能重新发送。',
  },
  already_used: {
    de: 'Dieser Wert wird schon von einem anderen Eintrag verwendet.',
    en: 'Another item already uses this value.',
    es: 'Otro elemento ya utiliza este valor.',
    fr: 'Un autre élément utilise déjà cette valeur.',
    zh: '另一个条目已在使用此值。',
  },
  not_found_reference: {
    de: 'Der ausgewählte Eintrag existiert nicht (mehr).',
    en: 'The selected item does not exist (any more).',
    es: 'El elemento seleccionado no existe (ya).',
    fr: "L'élément sélectionné n'existe pas (ou plus).",
    zh: '所选条目不存在（或已被删除）。',
  },
  default_language_inactive: {
    de: 'Die Standardsprache kann nicht deaktiviert werden. Wählen Sie zuerst eine andere Standardsprache.',
    en: 'The default language cannot be deactivated. Choose another default language first.',
    es: 'El idioma predeterminado no se puede desactivar. Elija primero otro idioma predeterminado.',
    fr: "La langue par défaut ne peut pas être désactivée. Choisissez d'abord une autre langue par défaut.",
    zh: '默认语言无法停用。请先选择另一种默认语言。',
  },
  default_language_required: {
    de: 'Es muss immer eine Standardsprache geben. Machen Sie eine andere Sprache zur Standardsprache.',
    en: 'There must always be a default language. Make another language the default instead.',
    es: 'Siempre debe haber un idioma predeterminado. Convierta otro idioma en el predeterminado.',
    fr: 'Il faut toujours une langue par défaut. Définissez plutôt une autre langue par défaut.',
    zh: '必须始终有一种默认语言。请将另一种语言设为默认语言。',
  },
  invalid_path: {
    de: 'Bitte geben Sie einen Pfad dieser Website ein, z. B. /alter-beitrag (oder eine vollständige https://-Adresse als Ziel).',
    en: 'Please enter a path of this site, e.g. /old-post (or a full https:// address as the target).',
    es: 'Introduzca una ruta de este sitio, p. ej. /articulo-antiguo (o una dirección https:// completa como destino).',
    fr: 'Veuillez saisir un chemin de ce site, p. ex. /ancien-article (ou une adresse https:// complète comme cible).',
    zh: '请输入本网站的路径，例如 /old-post（或以完整的 https:// 地址作为目标）。',
  },
  reserved_path: {
    de: 'Diese Adresse gehört zur Technik der Website oder ist fest umgeleitet und kann nicht umgeleitet werden.',
    en: "This address belongs to the site's machinery or is a fixed redirect and cannot be redirected.",
    es: 'Esta dirección pertenece al funcionamiento del sitio o es una redirección fija y no se puede redirigir.',
    fr: 'Cette adresse appartient au fonctionnement du site ou est une redirection fixe et ne peut pas être redirigée.',
    zh: '此地址属于网站的技术部分或是固定重定向，无法重定向。',
  },
  redirect_loop: {
    de: 'Diese Umleitung würde im Kreis führen.',
    en: 'This redirect would go round in a circle.',
    es: 'Esta redirección formaría un bucle.',
    fr: 'Cette redirection tournerait en rond.',
    zh: '此重定向会形成循环。',
  },
  redirect_chain: {
    de: 'Das Ziel wird selbst umgeleitet. Bitte geben Sie direkt die endgültige Adresse an.',
    en: 'The target is itself redirected. Please enter the final address directly.',
    es: 'El destino también se redirige. Introduzca directamente la dirección final.',
    fr: "La cible est elle-même redirigée. Veuillez saisir directement l'adresse finale.",
    zh: '目标地址本身也被重定向。请直接输入最终地址。',
  },
  // issue 13 media
  media_file_required: {
    de: 'Bitte wählen Sie mindestens ein Bild aus.',
    en: 'Please choose at least one image.',
    es: 'Elija al menos una imagen.',
    fr: 'Veuillez choisir au moins une image.',
    zh: '请至少选择一张图片。',
  },
  media_type_not_allowed: {
    de: '„{filename}“ ist kein Bild, das hier angenommen wird (erlaubt: {types}).',
    en: '“{filename}” is not an image we accept (allowed: {types}).',
    es: '«{filename}» no es una imagen que se acepte aquí (permitidos: {types}).',
    fr: '« {filename} » n’est pas une image acceptée ici (autorisés : {types}).',
    zh: '“{filename}”不是可接受的图片（允许：{types}）。',
  },
  // issue 24 point 4: an iPhone's photo format, refused with what to do instead
  media_heic_not_allowed: {
    de: '„{filename}“ ist ein HEIC-Foto (das Format von iPhones), das Browser nicht anzeigen können. Exportieren Sie es als JPEG (in „Fotos“: Teilen → Optionen → „Am kompatibelsten“) oder stellen Sie am iPhone unter Einstellungen → Kamera → Formate „Maximale Kompatibilität“ ein, und laden Sie es dann hoch.',
    en: '“{filename}” is a HEIC photo (the iPhone’s format), which browsers cannot show. Export it as JPEG (in Photos: Share → Options → “Most Compatible”) or set Settings → Camera → Formats to “Most Compatible” on the iPhone, then upload it.',
    es: '«{filename}» es una foto HEIC (el formato del iPhone), que los navegadores no pueden mostrar. Expórtela como JPEG (en Fotos: Compartir → Opciones → «Más compatible») o elija en el iPhone Ajustes → Cámara → Formatos «Más compatible», y súbala después.',
    fr: '« {filename} » est une photo HEIC (le format de l’iPhone), que les navigateurs ne peuvent pas afficher. Exportez-la en JPEG (dans Photos : Partager → Options → « Le plus compatible ») ou choisissez sur l’iPhone Réglages → Appareil photo → Formats « Le plus compatible », puis téléversez-la.',
    zh: '“{filename}”是 HEIC 照片（iPhone 的格式），浏览器无法显示。请将其导出为 JPEG（在“照片”中：共享 → 选项 → “兼容性最佳”），或在 iPhone 上将“设置 → 相机 → 格式”设为“兼容性最佳”，然后再上传。',
  },
  media_svg_not_allowed: {
    de: '„{filename}“ ist eine SVG-Datei. SVG wird nicht angenommen, weil es Programmcode enthalten kann (erlaubt: {types}).',
    en: '“{filename}” is an SVG file. SVG is not accepted because it can contain code (allowed: {types}).',
    es: '«{filename}» es un archivo SVG. No se acepta SVG porque puede contener código (permitidos: {types}).',
    fr: '« {filename} » est un fichier SVG. Le SVG n’est pas accepté car il peut contenir du code (autorisés : {types}).',
    zh: '“{filename}”是 SVG 文件。SVG 可能包含代码，因此不被接受（允许：{types}）。',
  },
  media_too_many_pixels: {
    de: '„{filename}“ hat zu viele Bildpunkte ({megapixels} Megapixel; höchstens {maximum}). Bitte verkleinern Sie das Bild.',
    en: '“{filename}” has too many pixels ({megapixels} megapixels; at most {maximum}). Please make the image smaller.',
    es: '«{filename}» tiene demasiados píxeles ({megapixels} megapíxeles; máximo {maximum}). Reduzca la imagen.',
    fr: '« {filename} » a trop de pixels ({megapixels} mégapixels ; {maximum} au maximum). Veuillez réduire l’image.',
    zh: '“{filename}”像素过多（{megapixels} 百万像素；最多 {maximum}）。请缩小图片。',
  },
  media_unreadable: {
    de: '„{filename}“ konnte nicht als Bild gelesen werden (die Datei ist vielleicht beschädigt).',
    en: '“{filename}” could not be read as an image (the file may be damaged).',
    es: 'No se pudo leer «{filename}» como imagen (puede que el archivo esté dañado).',
    fr: '« {filename} » n’a pas pu être lu comme image (le fichier est peut-être endommagé).',
    zh: '无法将“{filename}”读取为图片（文件可能已损坏）。',
  },
  media_in_use: {
    de: 'Dieses Bild wird noch verwendet. Entfernen Sie es zuerst an den aufgeführten Stellen.',
    en: 'This image is still in use. Remove it from the places listed first.',
    es: 'Esta imagen todavía se utiliza. Quítela primero de los lugares indicados.',
    fr: 'Cette image est encore utilisée. Retirez-la d’abord des endroits indiqués.',
    zh: '此图片仍在使用中。请先从列出的位置中移除。',
  },
  // issue 14 analytics
  invalid_date: {
    de: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.',
    en: 'Please give a date as YYYY-MM-DD.',
    es: 'Indique una fecha con el formato AAAA-MM-DD.',
    fr: 'Veuillez indiquer une date au format AAAA-MM-JJ.',
    zh: '请按 YYYY-MM-DD 格式填写日期。',
  },
  date_range_reversed: {
    de: 'Das Enddatum liegt vor dem Anfangsdatum.',
    en: 'The end date is before the start date.',
    es: 'La fecha final es anterior a la inicial.',
    fr: 'La date de fin précède la date de début.',
    zh: '结束日期早于开始日期。',
  },
  date_range_too_long: {
    de: 'Der Zeitraum darf höchstens 366 Tage umfassen.',
    en: 'The period may cover at most 366 days.',
    es: 'El periodo puede abarcar como máximo 366 días.',
    fr: 'La période peut couvrir au plus 366 jours.',
    zh: '时间段最多为 366 天。',
  },
  // issue 25 booking setup (decision 106)
  invalid_time: {
    de: 'Bitte eine Uhrzeit wie 09:00 angeben, in 5-Minuten-Schritten.',
    en: 'Please give a time such as 09:00, in steps of 5 minutes.',
    es: 'Indique una hora como 09:00, en pasos de 5 minutos.',
    fr: 'Veuillez indiquer une heure comme 09:00, par pas de 5 minutes.',
    zh: '请填写如 09:00 的时间，以 5 分钟为单位。',
  },
  time_range_reversed: {
    de: 'Das Ende muss nach dem Beginn liegen.',
    en: 'The end must be after the start.',
    es: 'El final debe ser posterior al inicio.',
    fr: 'La fin doit être après le début.',
    zh: '结束时间必须晚于开始时间。',
  },
  time_ranges_overlap: {
    de: 'Diese Zeitspanne überschneidet sich mit einer anderen desselben Tages.',
    en: 'This time range overlaps another one on the same day.',
    es: 'Este intervalo se solapa con otro del mismo día.',
    fr: 'Cette plage horaire chevauche une autre du même jour.',
    zh: '此时间段与当天的另一时间段重叠。',
  },
  service_or_package: {
    de: 'Eine Sitzungsart gehört zu einer Leistung oder zu einem Paket, nicht zu beidem.',
    en: 'A session type belongs to a service or to a package, not to both.',
    es: 'Un tipo de sesión pertenece a un servicio o a un paquete, no a ambos.',
    fr: 'Un type de séance appartient à une prestation ou à un forfait, pas aux deux.',
    zh: '预约类型只能属于一项服务或一个套餐，不能同时属于两者。',
  },
  session_type_has_bookings: {
    de: 'Diese Sitzungsart hat Buchungen ({count}) und kann nicht gelöscht werden. Blenden Sie sie stattdessen aus: Dann kann sie niemand mehr buchen.',
    en: 'This session type has bookings ({count}) and cannot be deleted. Hide it instead: then nobody can book it any more.',
    es: 'Este tipo de sesión tiene reservas ({count}) y no se puede eliminar. Ocúltelo: así nadie podrá reservarlo.',
    fr: 'Ce type de séance a des réservations ({count}) et ne peut pas être supprimé. Masquez-le plutôt : plus personne ne pourra le réserver.',
    zh: '此预约类型已有预约（{count}），无法删除。请改为隐藏：这样就没有人能再预约它。',
  },
  session_type_order_incomplete: {
    de: 'Die neue Reihenfolge muss jede Sitzungsart genau einmal enthalten. Bitte laden Sie die Seite neu.',
    en: 'The new order must contain every session type exactly once. Please reload the page.',
    es: 'El nuevo orden debe contener cada tipo de sesión exactamente una vez. Vuelva a cargar la página.',
    fr: 'Le nouvel ordre doit contenir chaque type de séance exactement une fois. Veuillez recharger la page.',
    zh: '新的顺序必须恰好包含每个预约类型一次。请刷新页面。',
  },
} as const satisfies Record<string, Catalogue>;

export type MessageKey = keyof typeof MESSAGES;

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);

export function translate(
  key: MessageKey,
  language: LanguageCode,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[key][language] ?? MESSAGES[key][DEFAULT_LANGUAGE];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
