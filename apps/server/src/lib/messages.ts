import {
  DEFAULT_FREE_SHIPPING_MESSAGE,
  DEFAULT_SHOPPING_CARD_PAGE,
  isCalendarDate,
  isValidationMessageKey,
  type Locale,
  messageParam,
  validationMessage,
} from '@shop/contracts';
import { longDate } from './long-date';

/**
 * Every message the API answers with, in both languages. SPEC texts are kept word for word in Spanish.
 * Modules add their keys here so that a successor finds every user-facing server text in one place.
 */
export const MESSAGES = {
  // Platform
  validation_failed: {
    'es-ES': 'Hay campos vacíos o no válidos',
    'en-US': 'Some fields are empty or invalid',
  },
  /** SPEC §5's words when every field refused was left empty. */
  fields_empty: { 'es-ES': 'Hay campos vacíos', 'en-US': 'Some fields are empty' },
  malformed_body: {
    'es-ES': 'El cuerpo de la petición no es válido',
    'en-US': 'The request body is malformed',
  },
  unsupported_media_type: {
    'es-ES': 'Tipo de contenido no admitido',
    'en-US': 'Unsupported content type',
  },
  payload_too_large: { 'es-ES': 'La petición es demasiado grande', 'en-US': 'The request is too large' },
  range_not_satisfiable: {
    'es-ES': 'El fragmento pedido está fuera del archivo',
    'en-US': 'The requested range is outside the file',
  },
  precondition_failed: {
    'es-ES': 'El archivo ha cambiado desde la versión que indica la petición',
    'en-US': 'The file has changed since the version the request names',
  },
  headers_too_large: {
    'es-ES':
      'Las cabeceras de la petición son demasiado grandes: borra las cookies de este sitio y vuelve a intentarlo',
    'en-US': "The request's headers are too large: clear this site's cookies and try again",
  },
  unreadable_request: { 'es-ES': 'La petición no se pudo leer', 'en-US': 'The request could not be read' },
  request_timeout: {
    'es-ES': 'La petición tardó demasiado en llegar',
    'en-US': 'The request took too long to arrive',
  },
  length_required: {
    'es-ES': 'La petición debe indicar su tamaño',
    'en-US': 'The request must state its length',
  },
  not_found: { 'es-ES': 'No encontrado', 'en-US': 'Not found' },
  route_not_found: { 'es-ES': 'Ruta no encontrada: {path}', 'en-US': 'Route not found: {path}' },
  method_not_allowed: { 'es-ES': 'Método no permitido', 'en-US': 'Method not allowed' },
  unauthenticated: { 'es-ES': 'No has iniciado sesión', 'en-US': 'You are not signed in' },
  forbidden: {
    'es-ES': 'No tienes permito tal operación',
    'en-US': 'You are not allowed to perform this operation',
  },
  // Shown when a write is refused twice (the client renews a missing token once): the shopper's words, not the check's.
  csrf_mismatch: {
    'es-ES': 'La sesión ha caducado. Recarga la página e inténtalo de nuevo.',
    'en-US': 'Your session has expired. Reload the page and try again.',
  },
  too_many_requests: {
    'es-ES': 'Demasiados intentos. Inténtalo de nuevo en {wait}.',
    'en-US': 'Too many attempts. Please try again in {wait}.',
  },
  internal_error: { 'es-ES': 'Error interno del servidor', 'en-US': 'Internal Server Error' },
  service_unavailable: { 'es-ES': 'Servicio no disponible', 'en-US': 'Service unavailable' },
  duplicate: {
    'es-ES': 'Ya existe un registro con este valor',
    'en-US': 'A record with this value already exists',
  },
  conflict: {
    'es-ES': 'El recurso fue modificado por otra operación',
    'en-US': 'The resource was changed meanwhile',
  },
  // Accounts
  auth_failed: {
    'es-ES': 'Estas credenciales no coinciden con nuestros registros.',
    'en-US': 'These credentials do not match our records.',
  },
  email_taken: {
    'es-ES': 'Ya existe una cuenta con este correo',
    'en-US': 'An account with this e-mail already exists',
  },
  password_incorrect: { 'es-ES': 'La contraseña es incorrecta', 'en-US': 'The password is incorrect' },
  password_confirmed: { 'es-ES': 'Contraseña confirmada', 'en-US': 'Password confirmed' },
  password_updated: { 'es-ES': 'Contraseña actualizada', 'en-US': 'Password updated' },
  password_reset_link_sent: {
    'es-ES':
      'Si el correo pertenece a una cuenta, te hemos enviado el enlace para restablecer tu contraseña.',
    'en-US': 'If the address belongs to an account, we have e-mailed it a password reset link.',
  },
  registration_mail_sent: {
    'es-ES': 'Revisa tu correo: te hemos enviado un mensaje para continuar con el registro.',
    'en-US': 'Check your inbox: we have sent you a message to continue signing up.',
  },
  password_reset_invalid: {
    'es-ES': 'Este token de restablecimiento de contraseña no es válido.',
    'en-US': 'This password reset token is invalid.',
  },
  password_reset_done: {
    'es-ES': 'Tu contraseña ha sido restablecida.',
    'en-US': 'Your password has been reset.',
  },
  verification_link_sent: {
    'es-ES': 'Se ha enviado un nuevo enlace de verificación a tu correo electrónico.',
    'en-US': 'A new verification link has been sent to your e-mail address.',
  },
  email_already_verified: {
    'es-ES': 'Tu correo electrónico ya ha sido verificado.',
    'en-US': 'Your e-mail address is already verified.',
  },
  account_has_records: {
    'es-ES': 'No se puede eliminar la cuenta porque tiene registros asociados',
    'en-US': 'The account cannot be deleted because other records depend on it',
  },
  // Back-office users and roles
  role_unknown: { 'es-ES': 'El rol seleccionado no existe', 'en-US': 'The selected role does not exist' },
  role_not_grantable: {
    'es-ES': 'No puedes asignar un rol con permisos que tú no tienes',
    'en-US': 'You cannot assign a role with permissions you do not hold',
  },
  permissions_not_grantable: {
    'es-ES': 'No puedes conceder permisos que tú no tienes',
    'en-US': 'You cannot grant permissions you do not hold',
  },
  cannot_disable_self: {
    'es-ES': 'No puedes desactivar tu propia cuenta',
    'en-US': 'You cannot disable your own account',
  },
  cannot_drop_own_all: {
    'es-ES': 'No puedes quitarte a ti mismo el permiso ALL',
    'en-US': 'You cannot take the ALL permission away from yourself',
  },
  last_all_holder: {
    'es-ES': 'Debe quedar al menos un usuario activo con el permiso ALL',
    'en-US': 'At least one enabled user must keep the ALL permission',
  },
  administrator_needs_all: {
    'es-ES': 'El rol de administrador debe conservar el permiso ALL',
    'en-US': 'The administrator role must keep the ALL permission',
  },
  role_name_taken: {
    'es-ES': 'Ya existe un rol con este nombre',
    'en-US': 'A role with this name already exists',
  },
  role_name_read_as: {
    'es-ES': 'Así se llama el rol «{role}» en otro idioma de la tienda',
    'en-US': 'That is what the “{role}” role is called in another of the shop’s languages',
  },
  role_is_system: {
    'es-ES': 'No se puede eliminar un rol del sistema',
    'en-US': 'A system role cannot be deleted',
  },
  role_in_use: {
    'es-ES': 'No se puede eliminar un rol que tiene usuarios asignados',
    'en-US': 'A role that has users cannot be deleted',
  },
  // Coins and exchange rates
  coin_unknown: { 'es-ES': 'La moneda seleccionada no existe', 'en-US': 'The selected coin does not exist' },
  base_coin_stays_enabled: {
    'es-ES': 'La moneda base no se puede desactivar',
    'en-US': 'The base coin cannot be disabled',
  },
  base_coin_not_deletable: {
    'es-ES': 'La moneda base no se puede eliminar',
    'en-US': 'The base coin cannot be deleted',
  },
  coin_has_rates: {
    'es-ES': 'No se puede eliminar una moneda con tasas de cambio o usada en otros registros; desactívala',
    'en-US': 'A coin with exchange rates or used elsewhere cannot be deleted; disable it instead',
  },
  base_coin_has_no_rates: {
    'es-ES': 'La moneda base siempre vale 1; no lleva tasas de cambio',
    'en-US': 'The base coin is always worth 1; it takes no exchange rates',
  },
  exchange_rate_duplicate: {
    'es-ES': 'Ya existe una tasa de cambio de esta moneda para esta fecha',
    'en-US': 'This coin already has an exchange rate for this date',
  },
  no_rate_in_force: {
    'es-ES': 'No hay tasa de cambio de {coin} vigente el {date}',
    'en-US': 'There is no {coin} exchange rate in force on {date}',
  },
  // Catalogue taxonomy
  duplicates_not_allowed: { 'es-ES': 'No se permiten duplicados', 'en-US': 'Duplicates are not allowed' },
  status_name_read_as: {
    'es-ES': 'Así se llama «{status}» en otro idioma de la tienda',
    'en-US': 'That is what “{status}” is called in another of the shop’s languages',
  },
  used_by_variations: {
    'es-ES': 'No se puede eliminar una marca, atributo o término con variaciones relacionadas',
    'en-US': 'A brand, attribute or term with related variations cannot be deleted',
  },
  category_parent_unknown: {
    'es-ES': 'La categoría padre no existe',
    'en-US': 'The parent category does not exist',
  },
  category_cycle: {
    'es-ES': 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías',
    'en-US': 'A category cannot be placed inside itself or one of its subcategories',
  },
  category_has_children: {
    'es-ES': 'No se puede eliminar una categoría que tiene subcategorías',
    'en-US': 'A category that has subcategories cannot be deleted',
  },
  category_has_products: {
    'es-ES': 'No se puede eliminar una categoría que tiene productos',
    'en-US': 'A category that has products cannot be deleted',
  },
  unit_in_use: {
    'es-ES': 'No se puede eliminar una unidad usada por productos',
    'en-US': 'A unit that products use cannot be deleted',
  },
  // Products
  no_more_combinations: {
    'es-ES': 'No son posibles más combinaciones',
    'en-US': 'No more combinations are possible',
  },
  all_terms_undefined: {
    'es-ES': 'No todos los términos de un atributo pueden ser indefinidos',
    'en-US': 'Not all terms of an attribute may be undefined',
  },
  variation_attributes_differ: {
    'es-ES': 'Todas las variaciones deben usar los mismos atributos',
    'en-US': 'Every variation must use the same attributes',
  },
  variations_need_variable: {
    'es-ES': 'Solo los productos variables tienen variaciones',
    'en-US': 'Only variable products have variations',
  },
  combo_items_need_combo: {
    'es-ES': 'Solo los combos tienen productos incluidos',
    'en-US': 'Only combos include other products',
  },
  combo_needs_items: {
    'es-ES': 'Un combo debe incluir al menos un producto',
    'en-US': 'A combo must include at least one product',
  },
  reference_unknown: {
    'es-ES': 'El valor seleccionado no existe',
    'en-US': 'The selected value does not exist',
  },
  product_in_combo: {
    'es-ES': 'No se puede eliminar un producto o variación que forma parte de un combo',
    'en-US': 'A product or variation that is part of a combo cannot be deleted',
  },
  single_file_required: { 'es-ES': 'Sube un solo archivo', 'en-US': 'Upload a single file' },
  image_too_large: {
    'es-ES': 'La imagen no puede pesar más de 300 kb',
    'en-US': 'The image may be at most 300 kb',
  },
  image_type_invalid: {
    'es-ES': 'La imagen debe ser png, jpg, jfif, webp o avif',
    'en-US': 'The image must be a png, jpg, jfif, webp or avif file',
  },
  spec_sheet_invalid: {
    'es-ES': 'La ficha técnica debe ser un único archivo pdf o docx',
    'en-US': 'The specification sheet must be a single pdf or docx file',
  },
  spec_sheet_too_large: {
    'es-ES': 'La ficha técnica no puede pesar más de 5 MB',
    'en-US': 'The specification sheet may be at most 5 MB',
  },
  file_required: { 'es-ES': 'Adjunta un archivo', 'en-US': 'A file must be attached' },
  // Storefront
  // Mail settings (issue 14; SPEC §8)
  mail_config_error: {
    'es-ES': 'Error al actualizar la configuración del correo',
    'en-US': 'Error updating the mail configuration',
  },
  mail_test_sent: {
    'es-ES': 'Correo de prueba enviado a {email}',
    'en-US': 'Test mail sent to {email}',
  },
  mail_no_server: {
    'es-ES': 'no hay ningún servidor de correo configurado',
    'en-US': 'no mail server is configured',
  },
  mail_test_subject: { 'es-ES': 'Correo de prueba de la tienda', 'en-US': 'Test mail from the shop' },
  mail_test_text: {
    'es-ES': 'Si lees esto, la tienda puede enviar correos con la configuración guardada.',
    'en-US': 'If you can read this, the shop can send mail with the saved settings.',
  },
  mail_test_failed: {
    'es-ES': 'No se pudo enviar el correo de prueba: {reason}',
    'en-US': 'The test mail could not be sent: {reason}',
  },
  // Banners (issue 14; SPEC §9 ratios)
  review_images_full: {
    'es-ES': 'Una reseña admite como mucho {max} imágenes',
    'en-US': 'A review takes at most {max} pictures',
  },
  criterion_images_full: {
    'es-ES': 'Un criterio admite como mucho {max} imágenes',
    'en-US': 'A criterion takes at most {max} pictures',
  },
  review_image_not_found: { 'es-ES': 'Imagen no encontrada', 'en-US': 'Picture not found' },
  review_not_found: { 'es-ES': 'Reseña no encontrada', 'en-US': 'Review not found' },
  review_saved: {
    'es-ES': 'Reseña enviada: la publicaremos cuando la revise nuestro equipo',
    'en-US': 'Review sent: we will publish it once our team has checked it',
  },
  review_not_a_buyer: {
    'es-ES': 'Solo puede reseñar este producto quien lo compró y lo recibió',
    'en-US': 'Only shoppers who bought and received this product can review it',
  },
  review_already_decided: {
    'es-ES': 'Esta reseña ya fue revisada y no se puede cambiar',
    'en-US': 'This review was already checked and cannot be changed',
  },
  review_already_written: {
    'es-ES': 'Ya escribiste una reseña de este producto',
    'en-US': 'You already wrote a review of this product',
  },
  review_answer_invalid: {
    'es-ES': 'Alguna respuesta no corresponde a los criterios de este producto',
    'en-US': 'An answer does not belong to this product’s criteria',
  },
  review_reply_saved: { 'es-ES': 'Respuesta publicada', 'en-US': 'Answer published' },
  review_reply_removed: { 'es-ES': 'Respuesta retirada', 'en-US': 'Answer taken back' },
  review_reply_unpublished: {
    'es-ES': 'Solo se puede responder a una reseña publicada',
    'en-US': 'Only a published review can be answered',
  },
  review_reply_not_found: { 'es-ES': 'Esta reseña no tiene respuesta', 'en-US': 'This review has no answer' },
  reviews_approved: { 'es-ES': 'Reseñas aprobadas: {count}', 'en-US': 'Reviews approved: {count}' },
  review_criterion_not_found: { 'es-ES': 'Criterio no encontrado', 'en-US': 'Criterion not found' },
  criterion_answer_not_found: { 'es-ES': 'Respuesta no encontrada', 'en-US': 'Answer not found' },
  review_criterion_category_unknown: {
    'es-ES': 'Alguna de las categorías seleccionadas no existe',
    'en-US': 'One of the selected categories does not exist',
  },
  criterion_answers_full: {
    'es-ES': 'Un criterio admite como mucho 10 respuestas',
    'en-US': 'A criterion takes at most 10 answers',
  },
  // SPEC §8, word for word in English; the Spanish says the same.
  review_answer_in_use: {
    'es-ES': 'No se puede eliminar una respuesta de reseña vinculada a un criterio',
    'en-US': 'A review answer tied to a criterion cannot be deleted',
  },
  blog_post_not_found: { 'es-ES': 'Artículo no encontrado', 'en-US': 'Post not found' },
  blog_term_not_found: {
    'es-ES': 'Categoría o palabra clave no encontrada',
    'en-US': 'Category or keyword not found',
  },
  blog_category_not_found: {
    'es-ES': 'La categoría del blog no existe',
    'en-US': 'The blog category does not exist',
  },
  blog_keyword_not_found: {
    'es-ES': 'La palabra clave no existe',
    'en-US': 'The keyword does not exist',
  },
  blog_category_unknown: {
    'es-ES': 'La categoría seleccionada no existe',
    'en-US': 'The selected category does not exist',
  },
  blog_keyword_unknown: {
    'es-ES': 'Alguna de las palabras clave seleccionadas no existe',
    'en-US': 'One of the selected keywords does not exist',
  },
  banner_not_found: { 'es-ES': 'Banner no encontrado', 'en-US': 'Banner not found' },
  banner_ratio_desktop: {
    'es-ES': 'La imagen de escritorio debe tener proporción 30/12 (por ejemplo, 1500 × 600 px)',
    'en-US': 'The desktop picture must have a 30/12 ratio (for example, 1500 × 600 px)',
  },
  banner_ratio_mobile: {
    'es-ES': 'La imagen para móviles debe ser cuadrada, proporción 1/1 (por ejemplo, 720 × 720 px)',
    'en-US': 'The mobile picture must be square, a 1/1 ratio (for example, 720 × 720 px)',
  },
  testimonial_not_found: { 'es-ES': 'Testimonio no encontrado', 'en-US': 'Testimonial not found' },
  availability_alert_saved: {
    'es-ES': 'Listo: te escribiremos una vez cuando vuelva a haber.',
    'en-US': 'Done: we will write to you once when it is back.',
  },
  availability_alert_in_stock: {
    'es-ES': 'Este producto ya está disponible: puedes comprarlo ahora',
    'en-US': 'This product is available: you can buy it now',
  },
  // Contact form (issue 14)
  contact_message_sent: {
    'es-ES': 'Gracias, hemos recibido tu mensaje. Te responderemos pronto.',
    'en-US': 'Thank you, we have received your message. We will answer soon.',
  },
  contact_message_not_found: { 'es-ES': 'Mensaje no encontrado', 'en-US': 'Message not found' },
  // Content pages (issue 14)
  content_page_not_found: { 'es-ES': 'Página no encontrada', 'en-US': 'Page not found' },
  content_page_fixed: {
    'es-ES': 'Esta página es parte de la tienda: puedes despublicarla, pero no eliminarla',
    'en-US': 'This page is part of the shop: you can unpublish it, but not delete it',
  },
  faq_not_found: { 'es-ES': 'Pregunta no encontrada', 'en-US': 'Question not found' },
  product_not_found: {
    'es-ES': 'El producto no existe o no está disponible',
    'en-US': 'The product does not exist or is not available',
  },
  /** A bulk price change (decision 093) that would take one product over the highest price a product can have. */
  price_change_over_max: {
    'es-ES': 'El nuevo precio de «{name}» pasaría del máximo permitido: elige un porcentaje menor',
    'en-US': 'The new price of “{name}” would be over the highest allowed: choose a smaller percentage',
  },
  // Products from a spreadsheet (decision 094).
  import_file_unreadable: {
    'es-ES': 'No se puede leer el archivo: súbelo como hoja de Excel (.xlsx) o CSV',
    'en-US': 'The file cannot be read: upload it as an Excel sheet (.xlsx) or a CSV',
  },
  import_file_empty: {
    'es-ES':
      'El archivo no tiene productos: la primera fila lleva los nombres de las columnas y cada fila siguiente, un producto',
    'en-US': 'The file has no products: its first row names the columns and each row after it is one product',
  },
  import_too_large: {
    'es-ES': 'El archivo no puede pesar más de 1 MB: divídelo en varios',
    'en-US': 'The file cannot be larger than 1 MB: split it into several',
  },
  import_too_many_rows: {
    'es-ES': 'Un archivo puede tener como máximo {max} productos: divídelo en varios',
    'en-US': 'A file can hold {max} products at most: split it into several',
  },
  import_columns_missing: {
    'es-ES': 'Faltan columnas obligatorias: {columns}',
    'en-US': 'Required columns are missing: {columns}',
  },
  import_column_twice: {
    'es-ES': 'La columna «{column}» aparece dos veces',
    'en-US': 'The column “{column}” appears twice',
  },
  import_name_unknown: {
    'es-ES': 'no existe «{name}» en la tienda',
    'en-US': 'the shop has no “{name}”',
  },
  import_name_ambiguous: {
    'es-ES': 'hay más de una llamada «{name}»: cambia el nombre de una en la tienda',
    'en-US': 'more than one is called “{name}”: rename one of them in the shop',
  },
  // Products changed from a spreadsheet, and the list exported as one (decision 095).
  import_sku_repeated: {
    'es-ES': 'el mismo SKU está en la fila {line}: cada producto va en una sola fila',
    'en-US': 'the same SKU is on row {line}: each product goes on one row only',
  },
  import_variable_product: {
    'es-ES': 'es de un producto con variaciones: cada variación va en su fila, con su propio SKU',
    'en-US': 'it belongs to a product with variations: each variation goes on its own row, with its own SKU',
  },
  import_stock_note: { 'es-ES': 'Importación de productos', 'en-US': 'Products import' },
  products_export_file: { 'es-ES': 'productos', 'en-US': 'products' },
  customer_not_found: {
    'es-ES': 'Ese cliente no existe o su cuenta está desactivada',
    'en-US': 'That customer does not exist or their account is disabled',
  },
  user_note_saved: { 'es-ES': 'Nota guardada', 'en-US': 'Note saved' },
  user_note_cleared: { 'es-ES': 'Nota borrada', 'en-US': 'Note cleared' },
  // Every product's price changes, exported (decision 108).
  price_changes_export_file: { 'es-ES': 'cambios-de-precio', 'en-US': 'price-changes' },
  price_changes_export_col_date: { 'es-ES': 'Fecha', 'en-US': 'Date' },
  price_changes_export_col_product: { 'es-ES': 'Producto', 'en-US': 'Product' },
  price_changes_export_col_variation: { 'es-ES': 'Variación', 'en-US': 'Variation' },
  price_changes_export_col_sku: { 'es-ES': 'SKU', 'en-US': 'SKU' },
  price_changes_export_col_regular_before: {
    'es-ES': 'Precio regular antes',
    'en-US': 'Regular price before',
  },
  price_changes_export_col_regular_after: {
    'es-ES': 'Precio regular después',
    'en-US': 'Regular price after',
  },
  price_changes_export_col_sale_before: { 'es-ES': 'Precio de oferta antes', 'en-US': 'Sale price before' },
  price_changes_export_col_sale_after: { 'es-ES': 'Precio de oferta después', 'en-US': 'Sale price after' },
  price_changes_export_col_discount_before: {
    'es-ES': 'Descuento (%) antes',
    'en-US': 'Discount (%) before',
  },
  price_changes_export_col_discount_after: {
    'es-ES': 'Descuento (%) después',
    'en-US': 'Discount (%) after',
  },
  price_changes_export_col_wholesale_before: {
    'es-ES': 'Precio mayorista antes',
    'en-US': 'Wholesale price before',
  },
  price_changes_export_col_wholesale_after: {
    'es-ES': 'Precio mayorista después',
    'en-US': 'Wholesale price after',
  },
  price_changes_export_col_reason: { 'es-ES': 'Motivo', 'en-US': 'Reason' },
  price_changes_export_col_user: { 'es-ES': 'Usuario', 'en-US': 'User' },
  price_changes_export_edit: { 'es-ES': 'Edición', 'en-US': 'Edit' },
  price_changes_export_bulk: {
    'es-ES': 'Cambio en bloque de {percent}\u00a0%',
    'en-US': 'Bulk change of {percent}%',
  },
  price_changes_export_import: { 'es-ES': 'Importación', 'en-US': 'Import' },
  price_changes_export_other: { 'es-ES': 'Fuera de la tienda', 'en-US': 'Outside the shop' },
  // The users list's export (decision 103).
  users_export_file: { 'es-ES': 'usuarios', 'en-US': 'users' },
  users_export_col_name: { 'es-ES': 'Nombre', 'en-US': 'First name' },
  users_export_col_lastname: { 'es-ES': 'Apellidos', 'en-US': 'Last name' },
  users_export_col_email: { 'es-ES': 'Correo electrónico', 'en-US': 'E-mail' },
  users_export_col_email_verified: { 'es-ES': 'Correo verificado el', 'en-US': 'E-mail verified on' },
  users_export_col_role: { 'es-ES': 'Rol', 'en-US': 'Role' },
  users_export_col_status: { 'es-ES': 'Estado', 'en-US': 'State' },
  users_export_col_language: { 'es-ES': 'Idioma', 'en-US': 'Language' },
  users_export_col_signed_up: { 'es-ES': 'Alta', 'en-US': 'Created' },
  users_export_col_orders: { 'es-ES': 'Pedidos', 'en-US': 'Orders' },
  users_export_col_last_order: { 'es-ES': 'Último pedido', 'en-US': 'Last order' },
  users_export_enabled: { 'es-ES': 'Habilitado', 'en-US': 'Enabled' },
  users_export_disabled: { 'es-ES': 'Deshabilitado', 'en-US': 'Disabled' },
  users_export_spanish: { 'es-ES': 'Español', 'en-US': 'Spanish' },
  users_export_english: { 'es-ES': 'Inglés', 'en-US': 'English' },
  orders_export_file: { 'es-ES': 'pedidos', 'en-US': 'orders' },
  orders_export_col_order: { 'es-ES': 'Pedido', 'en-US': 'Order' },
  orders_export_col_date: { 'es-ES': 'Fecha', 'en-US': 'Date' },
  orders_export_col_customer: { 'es-ES': 'Cliente', 'en-US': 'Customer' },
  orders_export_col_email: { 'es-ES': 'Correo', 'en-US': 'Email' },
  orders_export_col_kind: { 'es-ES': 'Venta', 'en-US': 'Sale' },
  orders_export_col_placed_by: { 'es-ES': 'Tomado por', 'en-US': 'Taken by' },
  orders_export_col_status: { 'es-ES': 'Estado', 'en-US': 'Status' },
  orders_export_col_payment: { 'es-ES': 'Pago', 'en-US': 'Payment' },
  orders_export_col_pay_form: { 'es-ES': 'Forma de pago', 'en-US': 'Pay form' },
  orders_export_col_delivery: { 'es-ES': 'Entrega', 'en-US': 'Delivery' },
  orders_export_col_recipient: { 'es-ES': 'Destinatario', 'en-US': 'Recipient' },
  orders_export_col_phone: { 'es-ES': 'Teléfono', 'en-US': 'Phone' },
  orders_export_col_municipality: { 'es-ES': 'Municipio', 'en-US': 'Municipality' },
  orders_export_col_pickup_point: { 'es-ES': 'Punto de recogida', 'en-US': 'Pickup point' },
  orders_export_col_units: { 'es-ES': 'Unidades', 'en-US': 'Units' },
  orders_export_col_coin: { 'es-ES': 'Moneda', 'en-US': 'Coin' },
  orders_export_col_subtotal: { 'es-ES': 'Subtotal', 'en-US': 'Subtotal' },
  orders_export_col_discount: { 'es-ES': 'Descuento', 'en-US': 'Discount' },
  orders_export_col_shipping: { 'es-ES': 'Envío', 'en-US': 'Shipping' },
  orders_export_col_total: { 'es-ES': 'Total', 'en-US': 'Total' },
  orders_export_col_paid: { 'es-ES': 'Pagado', 'en-US': 'Paid' },
  // For readers of the sold products report only (decision 112).
  orders_export_col_cost: { 'es-ES': 'Costo', 'en-US': 'Cost' },
  orders_export_col_profit: { 'es-ES': 'Ganancia', 'en-US': 'Profit' },
  orders_export_col_units_without_cost: { 'es-ES': 'Unidades sin costo', 'en-US': 'Units without a cost' },
  orders_export_retail: { 'es-ES': 'Minorista', 'en-US': 'Retail' },
  orders_export_wholesale: { 'es-ES': 'Mayorista', 'en-US': 'Wholesale' },
  // As the orders list's badges say them (web admin-orders.json).
  orders_export_payment_pending: { 'es-ES': 'Pago pendiente', 'en-US': 'Payment pending' },
  orders_export_payment_paid: { 'es-ES': 'Pagado', 'en-US': 'Paid' },
  orders_export_payment_cancelled: { 'es-ES': 'Pago cancelado', 'en-US': 'Payment cancelled' },
  orders_export_payment_due: { 'es-ES': 'Pago por devolver', 'en-US': 'Payment to refund' },
  orders_export_payment_given: { 'es-ES': 'Pago devuelto', 'en-US': 'Payment refunded' },
  orders_export_delivery_home: { 'es-ES': 'A domicilio', 'en-US': 'Home delivery' },
  orders_export_delivery_pickup: { 'es-ES': 'Recogida', 'en-US': 'Pickup' },
  category_not_found: {
    'es-ES': 'La categoría no existe o no está disponible',
    'en-US': 'The category does not exist or is not available',
  },
  brand_not_found: {
    'es-ES': 'La marca no existe o no está disponible',
    'en-US': 'The brand does not exist or is not available',
  },
  seo_info_title: { 'es-ES': 'Información', 'en-US': 'Information' },
  seo_info_description: {
    'es-ES': 'Cómo comprar en {store}, sus políticas de envío, devolución y garantía, y quiénes somos.',
    'en-US': 'How to shop at {store}, its shipping, return and warranty policies, and who we are.',
  },
  seo_blog_title: { 'es-ES': 'Blog', 'en-US': 'Blog' },
  seo_blog_description: {
    'es-ES': 'Recetas, consejos de compra y novedades de {store}.',
    'en-US': 'Recipes, shopping tips and news from {store}.',
  },
  seo_faq_title: { 'es-ES': 'Preguntas frecuentes', 'en-US': 'Frequently asked questions' },
  seo_faq_description: {
    'es-ES': 'Respuestas a las preguntas más comunes sobre pedidos, pagos y envíos en {store}.',
    'en-US': 'Answers to the most common questions about orders, payments and delivery at {store}.',
  },
  seo_contact_title: { 'es-ES': 'Contacto', 'en-US': 'Contact' },
  seo_contact_description: {
    'es-ES': 'Escribe a {store}: pedidos, productos y compras al por mayor.',
    'en-US': 'Write to {store}: orders, products and wholesale buying.',
  },
  seo_offers_title: { 'es-ES': 'Ofertas', 'en-US': 'Offers' },
  /** SPEC §5's 'Page Not Found', as the app's 404 page says it. */
  seo_not_found_title: { 'es-ES': 'Página no encontrada', 'en-US': 'Page Not Found' },
  seo_offers_description: {
    'es-ES': 'Productos de {store} con precio rebajado por tiempo limitado.',
    'en-US': 'Products from {store} at a reduced price for a limited time.',
  },
  seo_reviews_title: { 'es-ES': 'Reseñas de {product}', 'en-US': 'Reviews of {product}' },
  seo_reviews_description: {
    'es-ES': 'Lo que opinan los clientes de {product}: valoraciones y reseñas.',
    'en-US': 'What customers think of {product}: ratings and reviews.',
  },
  seo_store_description: {
    'es-ES': 'Compra en línea en {store}: productos, ofertas y envío a domicilio.',
    'en-US': 'Shop online at {store}: products, offers and home delivery.',
  },
  /** A browse address's tab, as the app's heading names it (catalog.json `browse.title`, `browse.search_title`). */
  seo_catalog_title: { 'es-ES': 'Catálogo', 'en-US': 'Catalogue' },
  /** A search's listing. */
  seo_search_title: { 'es-ES': 'Resultados para «{search}»', 'en-US': 'Results for “{search}”' },
  /** A category's or a brand's listing, when staff wrote no description of its own. */
  seo_listing_description: {
    'es-ES': '{name} en {store}: compra en línea con envío a domicilio o recogida en tienda.',
    'en-US': '{name} at {store}: shop online with home delivery or pickup in store.',
  },
  // Cart and stock (SPEC §5 quantity rules)
  quantity_below_minimum: {
    'es-ES': 'Cantidad mínima no permitida: el mínimo es {min}',
    'en-US': 'Minimum quantity not allowed: the minimum is {min}',
  },
  product_unavailable: { 'es-ES': 'Producto sin disponibilidad', 'en-US': 'Product without availability' },
  quantity_not_allowed: { 'es-ES': 'Cantidad no permitida', 'en-US': 'Quantity not allowed' },
  quantity_exceeds: {
    'es-ES': 'La cantidad solicitada excede las {available} disponibles',
    'en-US': 'The requested quantity exceeds the {available} available',
  },
  // SPEC §5: "exceeds N available (or exceeds 1)": one unit is no plural ("excede las 1 disponibles").
  quantity_exceeds_one: {
    'es-ES': 'La cantidad solicitada excede la única unidad disponible',
    'en-US': 'The requested quantity exceeds the only unit available',
  },
  quantity_invalid: { 'es-ES': 'Cantidad incorrecta', 'en-US': 'Incorrect quantity' },
  wholesale_only: {
    'es-ES': 'Este producto se vende solo al por mayor',
    'en-US': 'This product is sold wholesale only',
  },
  // Saved for later (decision 105).
  line_saved: { 'es-ES': 'Guardado para después', 'en-US': 'Saved for later' },
  saved_line_to_cart: { 'es-ES': 'De vuelta en el carrito', 'en-US': 'Back in the cart' },
  saved_line_removed: { 'es-ES': 'Quitado de tus guardados', 'en-US': 'Removed from your saved items' },
  saved_line_not_found: {
    'es-ES': 'Ese producto ya no está en tus guardados',
    'en-US': 'That product is no longer in your saved items',
  },
  saved_lines_full: {
    'es-ES': 'Puedes guardar como mucho {max} productos para después',
    'en-US': 'You can save at most {max} products for later',
  },
  cart_full: {
    'es-ES': 'El carrito no admite más de {max} productos distintos',
    'en-US': 'The cart holds at most {max} different products',
  },
  order_not_on_board: {
    'es-ES': 'Este pedido no está en el reparto',
    'en-US': 'This order is not on the dispatch board',
  },
  // Wholesale reservations (issue 18 §3, decision 031)
  store_request_not_found: { 'es-ES': 'La reserva no existe', 'en-US': 'The reservation does not exist' },
  store_request_date_invalid: {
    'es-ES': 'Elige una fecha entre mañana y dentro de {max} días',
    'en-US': 'Choose a date between tomorrow and {max} days from now',
  },
  store_request_duplicate_line: {
    'es-ES': 'Cada producto va una sola vez en la reserva',
    'en-US': 'Each product goes once in the reservation',
  },
  store_request_not_wholesale: {
    'es-ES': 'Este producto no se vende al por mayor',
    'en-US': 'This product is not sold wholesale',
  },
  store_requests_pending_max: {
    'es-ES': 'Ya tienes {max} reservas esperando respuesta',
    'en-US': 'You already have {max} reservations waiting for an answer',
  },
  store_request_closed: {
    'es-ES': 'Esta reserva ya no se puede cambiar',
    'en-US': 'This reservation can no longer be changed',
  },
  store_request_not_approved: {
    'es-ES': 'Esta reserva no está aprobada',
    'en-US': 'This reservation is not approved',
  },
  store_request_expired: {
    'es-ES': 'La fecha de esta reserva ya pasó',
    'en-US': 'The date of this reservation has passed',
  },
  store_request_saved: {
    'es-ES': 'Reserva enviada: te avisaremos cuando la revisemos',
    'en-US': 'Reservation sent: we will let you know once we review it',
  },
  store_request_cancelled: { 'es-ES': 'Reserva cancelada', 'en-US': 'Reservation cancelled' },
  store_request_approved: { 'es-ES': 'Reserva aprobada', 'en-US': 'Reservation approved' },
  store_request_rejected: { 'es-ES': 'Reserva rechazada', 'en-US': 'Reservation declined' },
  store_requests_approved: {
    'es-ES': 'Reservas aprobadas: {count}',
    'en-US': 'Reservations approved: {count}',
  },
  // Stock ledger (issue 18 §1)
  stock_not_kept: {
    'es-ES': 'Los servicios y los combos no tienen existencias propias',
    'en-US': 'Services and combos keep no stock of their own',
  },
  stock_below_held: {
    'es-ES': 'No se pueden dejar menos de las {held} unidades apartadas por carritos y pedidos',
    'en-US': 'Cannot leave fewer than the {held} units held by carts and orders',
  },
  stock_below_held_one: {
    'es-ES': 'No se puede dejar menos de la unidad apartada por un carrito o un pedido',
    'en-US': 'Cannot leave less than the one unit held by a cart or an order',
  },
  variation_required: {
    'es-ES': 'Elige una variación del producto',
    'en-US': 'Choose a variation of the product',
  },
  variation_not_found: {
    'es-ES': 'La variación elegida no existe o no está disponible',
    'en-US': 'The chosen variation does not exist or is not available',
  },
  // Stock per point of sale and transfers (issue 18 §2, decision 032)
  point_of_sale_not_found: {
    'es-ES': 'El punto de venta elegido no existe o no está activo',
    'en-US': 'The chosen point of sale does not exist or is not active',
  },
  point_of_sale_in_use: {
    'es-ES':
      'Este punto de venta tiene existencias, traslados o es el almacén principal: desactívalo en lugar de eliminarlo',
    'en-US':
      'This point of sale holds stock, has transfers or is the main warehouse: deactivate it instead of deleting it',
  },
  warehouse_required: {
    'es-ES': 'La tienda necesita un almacén principal: marca otro punto de venta como almacén',
    'en-US': 'The shop needs a main warehouse: mark another point of sale as the warehouse',
  },
  transfer_same_point: {
    'es-ES': 'El origen y el destino del traslado deben ser distintos',
    'en-US': 'The transfer must go from one point of sale to another',
  },
  transfer_line_repeated: {
    'es-ES': 'Cada producto va una sola vez en el traslado',
    'en-US': 'Each product goes once in the transfer',
  },
  transfer_point_short: {
    'es-ES': '{point} tiene {available} unidades de {product}',
    'en-US': '{point} holds {available} units of {product}',
  },
  transfer_point_short_one: {
    'es-ES': '{point} tiene una sola unidad de {product}',
    'en-US': '{point} holds a single unit of {product}',
  },
  transfer_units_held: {
    'es-ES':
      'Solo se pueden enviar {available} unidades de {product}: el resto está apartado por carritos y pedidos',
    'en-US': 'Only {available} units of {product} can be sent: the rest is held by carts and orders',
  },
  transfer_units_held_one: {
    'es-ES': 'Solo se puede enviar una unidad de {product}: el resto está apartado por carritos y pedidos',
    'en-US': 'Only one unit of {product} can be sent: the rest is held by carts and orders',
  },
  transfer_received_too_many: {
    'es-ES': 'No pueden llegar más unidades de las enviadas ({sent})',
    'en-US': 'More units cannot arrive than were sent ({sent})',
  },
  transfer_line_unknown: {
    'es-ES': 'Esa línea no pertenece a este traslado',
    'en-US': 'That line is not part of this transfer',
  },
  transfer_not_draft: {
    'es-ES': 'Este traslado ya salió y no se puede cambiar',
    'en-US': 'This transfer has left and cannot be changed',
  },
  transfer_not_sent: {
    'es-ES': 'Solo se recibe un traslado enviado',
    'en-US': 'Only a transfer on its way can be received',
  },
  pickup_point_short: {
    'es-ES':
      'Este punto de venta no tiene todas las unidades del pedido: elige otro punto o el envío a domicilio',
    'en-US':
      'This point of sale does not hold every unit of the order: choose another point or home delivery',
  },
  transfer_saved: { 'es-ES': 'Traslado guardado', 'en-US': 'Transfer saved' },
  transfer_sent: {
    'es-ES': 'Traslado enviado: las unidades salieron de {point}',
    'en-US': 'Transfer sent: the units left {point}',
  },
  transfer_received: {
    'es-ES': 'Traslado recibido en {point}',
    'en-US': 'Transfer received at {point}',
  },
  transfer_cancelled: { 'es-ES': 'Traslado cancelado', 'en-US': 'Transfer cancelled' },
  cart_empty: { 'es-ES': 'El carrito está vacío', 'en-US': 'The cart is empty' },
  too_many_unpaid_orders: {
    'es-ES': 'Tienes {n} pedidos sin pagar: paga o cancela alguno antes de hacer otro',
    'en-US': 'You have {n} unpaid orders: pay for or cancel one before placing another',
  },
  share_link_invalid: {
    'es-ES': 'El enlace del carrito compartido no es válido',
    'en-US': 'The shared cart link is not valid',
  },
  // Orders
  cannot_pay: { 'es-ES': 'No se puede pagar', 'en-US': 'Payment is not possible' },
  payment_accepted: { 'es-ES': 'Pago aceptado con éxito', 'en-US': 'Payment accepted successfully' },
  payment_denied: {
    'es-ES': 'Pedido cancelado porque el pago fue denegado',
    'en-US': 'Order cancelled because payment was denied',
  },
  status_changed: { 'es-ES': 'Estado cambiado exitosamente', 'en-US': 'Status changed successfully' },
  status_change_failed: {
    'es-ES': 'No se pudo cambiar el estado',
    'en-US': 'The status could not be changed',
  },
  order_status_unchanged: {
    'es-ES': 'El pedido ya tiene ese estado',
    'en-US': 'The order already has that status',
  },
  order_closed: {
    'es-ES': 'El pedido está cerrado: su estado es final',
    'en-US': 'The order is closed: its status is final',
  },
  idempotency_key_reused: {
    'es-ES': 'Esta clave de idempotencia ya se usó con otra petición',
    'en-US': 'This idempotency key was already used with another request',
  },
  idempotency_key_invalid: {
    'es-ES': 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres visibles',
    'en-US': 'The Idempotency-Key header must have 8 to 100 visible characters',
  },
  order_total_changed: {
    'es-ES': 'El total del pedido cambió mientras lo revisabas: comprueba el nuevo total y confirma de nuevo',
    'en-US': 'The order total changed while you were reviewing it: check the new total and confirm again',
  },
  location_required: {
    'es-ES': 'Indica en el mapa dónde entregar el pedido',
    'en-US': 'Show on the map where to deliver the order',
  },
  beneficiaries_limit: {
    'es-ES': 'Puedes guardar como máximo {max} beneficiarios; elimina alguno antes de añadir otro',
    'en-US': 'You can keep at most {max} beneficiaries; delete one before adding another',
  },
  beneficiary_required: { 'es-ES': 'Elige quién recibe el pedido', 'en-US': 'Choose who receives the order' },
  alternative_beneficiary_same: {
    'es-ES': 'El segundo beneficiario debe ser otra persona',
    'en-US': 'The second beneficiary must be someone else',
  },
  beneficiary_address_required: {
    'es-ES': 'El beneficiario necesita provincia, municipio y dirección',
    'en-US': 'The beneficiary needs a province, a municipality and an address',
  },
  pickup_point_required: {
    'es-ES': 'Elige el punto de venta donde recoger el pedido',
    'en-US': 'Choose the point of sale where to pick the order up',
  },
  pay_form_unavailable: {
    'es-ES': 'Esa forma de pago no está disponible para este pedido',
    'en-US': 'That pay form is not available for this order',
  },
  delivery_method_unavailable: {
    'es-ES': 'Ese método de entrega no está disponible',
    'en-US': 'That delivery method is not available',
  },
  saved: { 'es-ES': 'Cambios guardados', 'en-US': 'Changes saved' },
  order_not_cancellable: {
    'es-ES': 'Este pedido ya no se puede cancelar: escríbenos si necesitas cambiarlo',
    'en-US': 'This order can no longer be cancelled: write to us if you need to change it',
  },
  order_cancelled: { 'es-ES': 'Pedido cancelado', 'en-US': 'Order cancelled' },
  order_message_sent: { 'es-ES': 'Mensaje enviado al cliente', 'en-US': 'Message sent to the customer' },
  order_message_sent_to_shop: { 'es-ES': 'Mensaje enviado a la tienda', 'en-US': 'Message sent to the shop' },
  order_message_no_customer: {
    'es-ES': 'Este pedido ya no tiene cliente a quien escribir',
    'en-US': 'This order no longer has a customer to write to',
  },
  order_messages_full: {
    'es-ES': 'Se pueden enviar como mucho {max} mensajes sobre un pedido',
    'en-US': 'At most {max} messages can be sent about an order',
  },
  order_note_added: { 'es-ES': 'Nota añadida', 'en-US': 'Note added' },
  order_note_deleted: { 'es-ES': 'Nota eliminada', 'en-US': 'Note deleted' },
  order_notes_full: {
    'es-ES': 'Este pedido ya tiene {max} notas: no caben más',
    'en-US': 'This order already has {max} notes: no more fit',
  },
  cancelled_order_not_dispatched: {
    'es-ES': 'Un pedido cancelado no se despacha',
    'en-US': 'A cancelled order is not dispatched',
  },
  cancelled_by_customer: { 'es-ES': 'Cancelado por el cliente', 'en-US': 'Cancelled by the customer' },
  // The names of the statuses a fresh shop starts with (order-statuses/seed.ts), until staff rename them.
  order_status_pending: { 'es-ES': 'Pendiente', 'en-US': 'Pending' },
  order_status_confirmed: { 'es-ES': 'Confirmado', 'en-US': 'Confirmed' },
  order_status_preparing: { 'es-ES': 'En preparación', 'en-US': 'Being prepared' },
  order_status_on_the_way: { 'es-ES': 'En camino', 'en-US': 'On the way' },
  order_status_delivered: { 'es-ES': 'Entregado', 'en-US': 'Delivered' },
  order_status_cancelled: { 'es-ES': 'Cancelado', 'en-US': 'Cancelled' },
  // The pay forms' instructions a fresh shop starts with (DEFAULT_PAY_FORMS, word for word in Spanish), until staff
  // change them; their names are `report_pay_form_<code>`, which the accounting report already names them by.
  pay_form_instructions_cash_on_delivery: {
    'es-ES': 'Paga en efectivo al recibir el pedido.',
    'en-US': 'Pay in cash when you receive the order.',
  },
  pay_form_instructions_cash_on_pickup: {
    'es-ES': 'Paga en efectivo al recoger el pedido en el punto de venta.',
    'en-US': 'Pay in cash when you pick up the order at the point of sale.',
  },
  pay_form_instructions_transfer: {
    'es-ES':
      'Haz la transferencia y envía el comprobante: el personal de la tienda confirmará el pago antes de preparar el pedido.',
    'en-US':
      "Make the transfer and send the receipt: the shop's staff will confirm the payment before preparing the order.",
  },
  // The free-shipping line a fresh shop starts with, until staff write their own: its Spanish is the stored default.
  free_shipping_message: {
    'es-ES': DEFAULT_FREE_SHIPPING_MESSAGE,
    'en-US': 'Free shipping on orders from {amount}',
  },
  // The gift card page a fresh shop starts with, until staff write their own: its Spanish is the stored default.
  shopping_card_page: {
    'es-ES': DEFAULT_SHOPPING_CARD_PAGE,
    'en-US':
      "<p>Give a gift card: it holds a balance, in the card's coin, to spend on one or more orders in the shop.</p>" +
      '<ul><li>Choose the amount and the way to pay; once the payment is confirmed, the card appears in your profile.</li>' +
      '<li>Give it a 4-digit PIN: without it the card cannot pay.</li>' +
      '<li>You can recharge it whenever you like and name a beneficiary to use it.</li></ul>',
  },
  // The names of the roles a fresh shop starts with, until staff rename them; the seed stores their Spanish
  // (db/seed: SYSTEM_ROLE_SEEDS).
  role_name_administrator: { 'es-ES': 'Administrador', 'en-US': 'Administrator' },
  role_name_wholesaler: { 'es-ES': 'Mayorista', 'en-US': 'Wholesaler' },
  role_name_customer: { 'es-ES': 'Cliente minorista', 'en-US': 'Retail customer' },
  payment_window_expired: {
    'es-ES': 'Cancelado: el plazo de pago terminó sin recibir el pago',
    'en-US': 'Cancelled: the payment window ended without payment',
  },
  // SPEC §8 shipping messages (English word for word; Spanish translated).
  shipment_price_error: {
    'es-ES': 'Error en el cálculo del precio del envío',
    'en-US': 'Error in shipment price calculation',
  },
  shipment_point_too_far: {
    'es-ES': 'El punto marcado en el mapa está fuera de la zona de entrega: a más de {max} km de la tienda.',
    'en-US': 'The point marked on the map is outside the delivery area: more than {max} km from the shop.',
  },
  shipment_point_outside_municipality: {
    'es-ES': 'El punto marcado en el mapa no está en el municipio del beneficiario ({municipality}).',
    'en-US': "The point marked on the map is not in the recipient's municipality ({municipality}).",
  },
  shipment_position_error: { 'es-ES': 'Error calculando la posición', 'en-US': 'Error calculating position' },
  shipment_not_served: {
    'es-ES': 'Municipio o provincia no disponible',
    'en-US': 'Municipality or province not available',
  },
  shipment_over_max_quantity: {
    'es-ES':
      'Más de {max} productos no se envían a domicilio: puedes recogerlos en el almacén eligiendo recogida en tienda',
    'en-US': 'More than {max} products are not delivered home: you may pick them up at the warehouse instead',
  },
  // Order statuses
  order_status_role_not_deletable: {
    'es-ES': 'Este estado lo usa la tienda para los pedidos nuevos o cancelados: no se puede eliminar',
    'en-US': 'The shop uses this status for new or cancelled orders: it cannot be deleted',
  },
  order_status_in_use: {
    'es-ES': 'Hay pedidos en este estado: no se puede eliminar',
    'en-US': 'Some orders are in this status: it cannot be deleted',
  },
  initial_status_not_final: {
    'es-ES': 'El estado de los pedidos nuevos no puede ser final',
    'en-US': 'The status of new orders cannot be final',
  },
  cancelled_status_final: {
    'es-ES': 'El estado de los pedidos cancelados es final y no reserva unidades',
    'en-US': 'The status of cancelled orders is final and holds no units',
  },
  // Shopping cards (issue 15)
  card_pin_wrong: {
    'es-ES': 'Número de tarjeta o PIN incorrecto',
    'en-US': 'Wrong card number or PIN',
  },
  card_locked: {
    'es-ES': 'La tarjeta está bloqueada por demasiados PIN incorrectos. Inténtalo de nuevo en {wait}.',
    'en-US': 'The card is locked after too many wrong PINs. Try again in {wait}.',
  },
  card_disabled: { 'es-ES': 'La tarjeta está deshabilitada', 'en-US': 'The card is disabled' },
  card_without_pin: {
    'es-ES': 'Asigna un PIN a la tarjeta antes de pagar con ella',
    'en-US': 'Set a PIN on the card before paying with it',
  },
  card_balance_short: {
    'es-ES': 'Saldo insuficiente en la tarjeta',
    'en-US': 'Not enough balance on the card',
  },
  card_coin_not_accepted: {
    'es-ES': 'Esta tarjeta es en {coin} y no puede pagar este pedido',
    'en-US': 'This card is in {coin} and cannot pay this order',
  },
  card_payment_partial: {
    'es-ES': 'Se pagaron {paid} con la tarjeta; quedan {due} por pagar',
    'en-US': '{paid} paid with the card; {due} left to pay',
  },
  card_pin_saved: { 'es-ES': 'PIN guardado', 'en-US': 'PIN saved' },
  card_pin_current_required: {
    'es-ES': 'Escribe el PIN actual para cambiarlo',
    'en-US': 'Type the current PIN to change it',
  },
  card_beneficiary_saved: { 'es-ES': 'Beneficiario guardado', 'en-US': 'Beneficiary saved' },
  card_beneficiary_unknown: {
    'es-ES': 'No hay ninguna cuenta con ese correo',
    'en-US': 'There is no account with that e-mail',
  },
  card_beneficiary_self: {
    'es-ES': 'El beneficiario debe ser otra persona',
    'en-US': 'The beneficiary must be someone else',
  },
  card_owner_only: {
    'es-ES': 'Solo quien compró la tarjeta puede cambiar esto',
    'en-US': 'Only the card’s owner can change this',
  },
  card_amount_not_offered: {
    'es-ES': 'Elige uno de los importes ofrecidos',
    'en-US': 'Choose one of the amounts offered',
  },
  card_coin_not_offered: {
    'es-ES': 'Las tarjetas no se venden en esa moneda',
    'en-US': 'Cards are not sold in that coin',
  },
  card_recharge_range: {
    'es-ES': 'La recarga debe estar entre {min} y {max}',
    'en-US': 'A recharge must be between {min} and {max}',
  },
  card_pay_form_unavailable: {
    'es-ES': 'Esa forma de pago no está disponible para tarjetas',
    'en-US': 'That pay form is not available for cards',
  },
  card_sale_created: {
    'es-ES': 'Solicitud registrada: la tarjeta se acredita cuando se confirme el pago',
    'en-US': 'Request received: the card is credited once the payment is confirmed',
  },
  card_sale_closed: {
    'es-ES': 'Esta venta ya fue resuelta',
    'en-US': 'This sale was already settled',
  },
  card_sale_paid_online: {
    'es-ES': 'Esta venta se paga en línea: se acredita cuando el proveedor confirma el pago',
    'en-US': 'This sale is paid online: it is credited when the provider confirms the payment',
  },
  card_sale_paid: {
    'es-ES': 'Pago confirmado: tarjeta acreditada',
    'en-US': 'Payment confirmed: card credited',
  },
  card_sale_cancelled: { 'es-ES': 'Venta cancelada', 'en-US': 'Sale cancelled' },
  card_created: { 'es-ES': 'Tarjeta creada', 'en-US': 'Card created' },
  card_owner_unknown: {
    'es-ES': 'No hay ninguna cuenta con ese correo',
    'en-US': 'There is no account with that e-mail',
  },
  prepayment_due: {
    'es-ES': 'El pedido mayorista necesita un prepago de {amount} antes de avanzar',
    'en-US': 'The wholesale order needs a prepayment of {amount} before it moves on',
  },
  prepayment_not_applicable: {
    'es-ES': 'Este pedido no tiene prepago pendiente',
    'en-US': 'This order has no prepayment due',
  },
  prepayment_received: { 'es-ES': 'Prepago registrado', 'en-US': 'Prepayment recorded' },
  // Transfer receipts (issue 15 §1)
  receipt_not_transfer: {
    'es-ES': 'Solo los pedidos pagados por transferencia llevan comprobante',
    'en-US': 'Only orders paid by transfer take a receipt',
  },
  receipts_too_many: {
    'es-ES': 'Este pedido ya tiene {max} comprobantes',
    'en-US': 'This order already has {max} receipts',
  },
  receipt_type_invalid: {
    'es-ES': 'El comprobante debe ser una imagen (PNG, JPG, WebP o AVIF) o un PDF',
    'en-US': 'The receipt must be a picture (PNG, JPG, WebP or AVIF) or a PDF',
  },
  receipt_too_large: { 'es-ES': 'El PDF no puede pasar de 1 MB', 'en-US': 'The PDF cannot be over 1 MB' },
  receipt_closed: {
    'es-ES': 'Este comprobante ya fue revisado',
    'en-US': 'This receipt was already reviewed',
  },
  receipt_received: {
    'es-ES': 'Comprobante recibido: la tienda lo revisará',
    'en-US': 'Receipt received: the shop will review it',
  },
  product_copy_name: { 'es-ES': '{name} (copia)', 'en-US': '{name} (copy)' },
  product_copy_invalid: {
    'es-ES': 'Este producto tiene campos que ya no son válidos: guárdalo corregido antes de duplicarlo',
    'en-US': 'This product has fields that are no longer valid: save it corrected before duplicating it',
  },
  receipt_already_waiting: {
    'es-ES': 'Ese comprobante ya está enviado: la tienda lo revisará',
    'en-US': 'That receipt was already sent: the shop will review it',
  },
  receipt_accepted: {
    'es-ES': 'Comprobante aceptado: pedido pagado',
    'en-US': 'Receipt accepted: order paid',
  },
  receipt_rejected: { 'es-ES': 'Comprobante rechazado', 'en-US': 'Receipt rejected' },
  // Online payments (issue 15 §1)
  online_payment_order_title: {
    'es-ES': 'Pedido {code}',
    'en-US': 'Order {code}',
  },
  online_payment_card_purchase_title: {
    'es-ES': 'Tarjeta de regalo',
    'en-US': 'Gift card',
  },
  online_payment_card_recharge_title: {
    'es-ES': 'Recarga de la tarjeta de regalo',
    'en-US': 'Gift card recharge',
  },
  online_payment_unavailable: {
    'es-ES': 'El pago en línea no está disponible ahora',
    'en-US': 'Online payment is not available now',
  },
  payment_not_found: { 'es-ES': 'Pago no encontrado', 'en-US': 'Payment not found' },
  payment_not_refundable: {
    'es-ES': 'Este pago no se puede devolver: no se pagó en línea o ya no se debe',
    'en-US': 'This payment cannot be refunded: it was not paid online or is no longer owed',
  },
  payment_refund_no_keys: {
    'es-ES':
      'Faltan las claves de {provider} en Pagos en línea: sin ellas la tienda no puede devolver este pago',
    'en-US':
      'The {provider} keys are missing in Online payments: without them the shop cannot refund this payment',
  },
  payment_refund_refused: {
    'es-ES': '{provider} no aceptó devolver este pago; revísalo en su panel',
    'en-US': '{provider} did not accept refunding this payment; check it in its dashboard',
  },
  payment_refunded: {
    'es-ES': 'Pago devuelto: el cliente lo verá en su cuenta en unos días',
    'en-US': 'Payment refunded: the customer will see it in their account within a few days',
  },
  payment_provider_unavailable: {
    'es-ES': 'El proveedor de pagos no respondió; inténtalo de nuevo en unos minutos',
    'en-US': 'The payment provider did not answer; try again in a few minutes',
  },
  // Offers (issue 17 §1); SPEC §8 names the creation failure.
  offer_not_found: { 'es-ES': 'Oferta no encontrada', 'en-US': 'Offer not found' },
  offer_creation_error: { 'es-ES': 'Error al crear la oferta', 'en-US': 'Offer creation error' },
  // Invoices (issue 17 §2); SPEC §8 gives the two messages word for word.
  invoice_not_found: { 'es-ES': 'Factura no encontrada', 'en-US': 'Invoice not found' },
  order_not_found: { 'es-ES': 'Pedido no encontrado', 'en-US': 'Order not found' },
  invoice_failed: { 'es-ES': 'No se pudo crear la factura.', 'en-US': 'The invoice could not be created.' },
  invoice_exists: { 'es-ES': 'Ya existe una factura.', 'en-US': 'An invoice already exists.' },
  invoice_coin_unknown: {
    'es-ES': 'Esa moneda no tiene tasa de cambio en la fecha de la factura',
    'en-US': 'That coin has no exchange rate on the invoice date',
  },
  invoice_shipping_line: { 'es-ES': 'Envío a domicilio', 'en-US': 'Home delivery' },
  invoice_title: { 'es-ES': 'Factura', 'en-US': 'Invoice' },
  invoice_date: { 'es-ES': 'Fecha', 'en-US': 'Date' },
  invoice_client: { 'es-ES': 'Cliente', 'en-US': 'Client' },
  invoice_contract: { 'es-ES': 'Contrato', 'en-US': 'Contract' },
  invoice_reference: { 'es-ES': 'Referencia del cliente', 'en-US': 'Client reference' },
  invoice_coin: { 'es-ES': 'Moneda', 'en-US': 'Coin' },
  invoice_rates: { 'es-ES': 'Tasas del día', 'en-US': 'Rates of the day' },
  invoice_col_description: { 'es-ES': 'Descripción', 'en-US': 'Description' },
  invoice_col_quantity: { 'es-ES': 'Cant.', 'en-US': 'Qty' },
  invoice_col_unit: { 'es-ES': 'Precio unitario', 'en-US': 'Unit price' },
  invoice_col_tax: { 'es-ES': 'Impuesto', 'en-US': 'Tax' },
  invoice_col_total: { 'es-ES': 'Importe', 'en-US': 'Amount' },
  invoice_subtotal: { 'es-ES': 'Base imponible', 'en-US': 'Subtotal' },
  invoice_tax_total: { 'es-ES': 'Impuestos', 'en-US': 'Tax' },
  invoice_total: { 'es-ES': 'Total', 'en-US': 'Total' },
  invoice_page: { 'es-ES': 'Página {page} de {pages}', 'en-US': 'Page {page} of {pages}' },
  // Reports (issue 19, decision 034): the words of their exported files.
  report_no_customer: { 'es-ES': 'Cliente eliminado', 'en-US': 'Deleted customer' },
  report_home_delivery: { 'es-ES': 'Envío a domicilio', 'en-US': 'Home delivery' },
  report_sale_title: { 'es-ES': 'Informe de ventas', 'en-US': 'Sales report' },
  report_sale_file: { 'es-ES': 'ventas', 'en-US': 'sales' },
  report_period: { 'es-ES': 'Periodo', 'en-US': 'Period' },
  report_period_value: { 'es-ES': 'del {from} al {to}', 'en-US': 'from {from} to {to}' },
  report_coin: { 'es-ES': 'Moneda', 'en-US': 'Coin' },
  report_all_coins: { 'es-ES': 'Todas, cada una por separado', 'en-US': 'All, each on its own' },
  report_channel: { 'es-ES': 'Venta', 'en-US': 'Sales' },
  report_channel_all: { 'es-ES': 'Minorista y mayorista', 'en-US': 'Retail and wholesale' },
  report_channel_retail: { 'es-ES': 'Minorista', 'en-US': 'Retail' },
  report_channel_wholesale: { 'es-ES': 'Mayorista', 'en-US': 'Wholesale' },
  report_point: { 'es-ES': 'Punto de venta', 'en-US': 'Point of sale' },
  report_all_points: { 'es-ES': 'Todos y el envío a domicilio', 'en-US': 'All, and home delivery' },
  report_group_day: { 'es-ES': 'Día', 'en-US': 'Day' },
  report_group_customer: { 'es-ES': 'Cliente', 'en-US': 'Customer' },
  report_group_point: { 'es-ES': 'Punto de venta', 'en-US': 'Point of sale' },
  report_col_orders: { 'es-ES': 'Pedidos', 'en-US': 'Orders' },
  report_col_units: { 'es-ES': 'Unidades', 'en-US': 'Units' },
  report_col_gross: { 'es-ES': 'Bruto', 'en-US': 'Gross' },
  report_col_discounts: { 'es-ES': 'Descuentos', 'en-US': 'Discounts' },
  report_col_shipping: { 'es-ES': 'Envío', 'en-US': 'Shipping' },
  report_col_tax: { 'es-ES': 'Impuestos', 'en-US': 'Tax' },
  report_col_net: { 'es-ES': 'Neto', 'en-US': 'Net' },
  report_total: { 'es-ES': 'Total {coin}', 'en-US': 'Total {coin}' },
  report_no_rows: { 'es-ES': 'No hay ventas en este periodo.', 'en-US': 'No sales in this period.' },
  report_page: { 'es-ES': 'Página {page}', 'en-US': 'Page {page}' },
  report_inventory_title: { 'es-ES': 'Informe de inventario', 'en-US': 'Inventory report' },
  report_inventory_file: { 'es-ES': 'inventario', 'en-US': 'inventory' },
  report_search: { 'es-ES': 'Búsqueda', 'en-US': 'Search' },
  report_category: { 'es-ES': 'Categoría', 'en-US': 'Category' },
  report_brand: { 'es-ES': 'Marca', 'en-US': 'Brand' },
  report_all: { 'es-ES': 'Todas', 'en-US': 'All' },
  report_low_only: { 'es-ES': 'Solo con poca disponibilidad', 'en-US': 'Only low availability' },
  report_col_product: { 'es-ES': 'Producto', 'en-US': 'Product' },
  report_col_sku: { 'es-ES': 'SKU', 'en-US': 'SKU' },
  report_col_real: { 'es-ES': 'Existencias', 'en-US': 'In stock' },
  report_col_in_carts: { 'es-ES': 'En carritos', 'en-US': 'In carts' },
  report_col_in_orders: { 'es-ES': 'En pedidos', 'en-US': 'In orders' },
  report_col_available: { 'es-ES': 'Disponible', 'en-US': 'Available' },
  report_col_low: { 'es-ES': 'Poca disp.', 'en-US': 'Low' },
  report_col_value: { 'es-ES': 'Valor a precio', 'en-US': 'Value at price' },
  report_yes: { 'es-ES': 'Sí', 'en-US': 'Yes' },
  report_inventory_total: { 'es-ES': 'Total: {count} productos', 'en-US': 'Total: {count} products' },
  report_inventory_total_one: { 'es-ES': 'Total: 1 producto', 'en-US': 'Total: 1 product' },
  report_no_products: {
    'es-ES': 'Ningún producto coincide con los filtros.',
    'en-US': 'No product matches the filters.',
  },
  report_movements_title: {
    'es-ES': 'Informe de movimientos de inventario',
    'en-US': 'Stock movements report',
  },
  report_movements_file: { 'es-ES': 'movimientos', 'en-US': 'movements' },
  report_sold_title: { 'es-ES': 'Productos vendidos', 'en-US': 'Sold products' },
  report_sold_file: { 'es-ES': 'productos-vendidos', 'en-US': 'sold-products' },
  report_reason: { 'es-ES': 'Motivo', 'en-US': 'Reason' },
  report_all_reasons: { 'es-ES': 'Todos', 'en-US': 'All' },
  report_col_units_in: { 'es-ES': 'Entradas', 'en-US': 'In' },
  report_col_units_out: { 'es-ES': 'Salidas', 'en-US': 'Out' },
  report_col_units_held: { 'es-ES': 'Apartadas', 'en-US': 'Held' },
  report_col_movements: { 'es-ES': 'Movimientos', 'en-US': 'Movements' },
  report_col_variant: { 'es-ES': 'Variación', 'en-US': 'Variation' },
  report_col_revenue: { 'es-ES': 'Ingresos', 'en-US': 'Revenue' },
  report_col_cost: { 'es-ES': 'Costo', 'en-US': 'Cost' },
  report_col_cost_value: { 'es-ES': 'Valor al costo', 'en-US': 'Value at cost' },
  report_col_profit: { 'es-ES': 'Ganancia', 'en-US': 'Profit' },
  report_col_margin: { 'es-ES': 'Margen', 'en-US': 'Margin' },
  report_col_units_without_cost: { 'es-ES': 'Uds. sin costo', 'en-US': 'Units without cost' },
  report_sold_profit_fact: {
    'es-ES': 'Costo y ganancia de las líneas con costo conocido; la ganancia, sin impuestos',
    'en-US': 'Cost and profit of the lines with a known cost; profit before taxes',
  },
  report_profit: { 'es-ES': 'Ganancia', 'en-US': 'Profit' },
  report_total_rows: { 'es-ES': 'Total', 'en-US': 'Total' },
  report_reason_initial: { 'es-ES': 'Inicial', 'en-US': 'Initial' },
  report_reason_adjustment: { 'es-ES': 'Ajuste', 'en-US': 'Adjustment' },
  report_reason_order: { 'es-ES': 'Pedido', 'en-US': 'Order' },
  report_reason_order_return: { 'es-ES': 'Devolución de pedido', 'en-US': 'Order returned' },
  report_reason_import: { 'es-ES': 'Importación', 'en-US': 'Import' },
  report_reason_reservation_held: { 'es-ES': 'Reserva apartada', 'en-US': 'Reservation held' },
  report_reason_reservation_released: { 'es-ES': 'Reserva liberada', 'en-US': 'Reservation released' },
  report_reason_reservation_converted: {
    'es-ES': 'Reserva convertida en pedido',
    'en-US': 'Reservation ordered',
  },
  report_reason_transfer_sent: { 'es-ES': 'Salida por traslado', 'en-US': 'Sent on a transfer' },
  report_reason_transfer_received: { 'es-ES': 'Llegada por traslado', 'en-US': 'Arrived on a transfer' },
  report_orders_title: { 'es-ES': 'Informe de pedidos', 'en-US': 'Orders report' },
  report_orders_file: { 'es-ES': 'pedidos', 'en-US': 'orders' },
  report_col_group: { 'es-ES': 'Grupo', 'en-US': 'Group' },
  report_col_item: { 'es-ES': 'Valor', 'en-US': 'Value' },
  report_by_status: { 'es-ES': 'Estado', 'en-US': 'Status' },
  report_by_delivery: { 'es-ES': 'Entrega', 'en-US': 'Delivery' },
  report_by_payment: { 'es-ES': 'Pago', 'en-US': 'Payment' },
  report_delivery_home: { 'es-ES': 'Envío a domicilio', 'en-US': 'Home delivery' },
  report_delivery_pickup: { 'es-ES': 'Recogida en tienda', 'en-US': 'Store pickup' },
  report_payment_pending: { 'es-ES': 'Pendiente', 'en-US': 'Pending' },
  report_payment_paid: { 'es-ES': 'Pagado', 'en-US': 'Paid' },
  report_payment_cancelled: { 'es-ES': 'Cancelado', 'en-US': 'Cancelled' },
  report_time: { 'es-ES': 'Tiempo', 'en-US': 'Time' },
  report_to_paid: {
    'es-ES': 'De pedido a pagado (media · mediana)',
    'en-US': 'Placed to paid (mean · median)',
  },
  report_to_delivered: {
    'es-ES': 'De pedido a entregado (media · mediana)',
    'en-US': 'Placed to delivered (mean · median)',
  },
  report_duration: { 'es-ES': '{hours} h {minutes} min', 'en-US': '{hours} h {minutes} min' },
  report_orders_total: { 'es-ES': 'Pedidos del periodo', 'en-US': 'Orders of the period' },
  report_accounting_title: { 'es-ES': 'Contabilidad de ventas', 'en-US': 'Sales accounting' },
  report_accounting_file: { 'es-ES': 'contabilidad', 'en-US': 'accounting' },
  report_col_concept: { 'es-ES': 'Concepto', 'en-US': 'Item' },
  report_col_count: { 'es-ES': 'Cantidad', 'en-US': 'Count' },
  report_col_total: { 'es-ES': 'Total', 'en-US': 'Total' },
  report_col_paid: { 'es-ES': 'Pagado', 'en-US': 'Paid' },
  report_col_pending: { 'es-ES': 'Pendiente', 'en-US': 'Pending' },
  report_col_refunds: { 'es-ES': 'Devueltos · por devolver', 'en-US': 'Refunded · to refund' },
  report_group_pay_form: { 'es-ES': 'Forma de pago', 'en-US': 'Pay form' },
  report_group_payment: { 'es-ES': 'Pagos recibidos', 'en-US': 'Payments received' },
  report_pay_form_cash_on_delivery: { 'es-ES': 'Efectivo contra entrega', 'en-US': 'Cash on delivery' },
  report_pay_form_cash_on_pickup: { 'es-ES': 'Efectivo al recoger', 'en-US': 'Cash on pickup' },
  report_pay_form_transfer: { 'es-ES': 'Transferencia', 'en-US': 'Bank transfer' },
  report_method_manual: { 'es-ES': 'Registrado por el personal', 'en-US': 'Recorded by staff' },
  report_method_shopping_card: { 'es-ES': 'Tarjeta de compras', 'en-US': 'Shopping card' },
  report_method_stripe: { 'es-ES': 'Stripe', 'en-US': 'Stripe' },
  report_method_paypal: { 'es-ES': 'PayPal', 'en-US': 'PayPal' },
  report_catalog_title: { 'es-ES': 'Lista de precios', 'en-US': 'Price list' },
  report_catalog_file: { 'es-ES': 'lista-de-precios', 'en-US': 'price-list' },
  report_coin_unknown: {
    'es-ES': 'Esa moneda no tiene tasa de cambio hoy',
    'en-US': 'That coin has no exchange rate today',
  },
  report_col_price: { 'es-ES': 'Precio', 'en-US': 'Price' },
  report_col_wholesale: { 'es-ES': 'Precio mayorista', 'en-US': 'Wholesale price' },
  report_rate_date: { 'es-ES': 'Tasa del {date}', 'en-US': 'Rate of {date}' },
  report_exports_busy: {
    'es-ES': 'Ya se están preparando tres archivos tuyos: espera a que termine uno para pedir otro.',
    'en-US': 'Three of your files are being made already: wait for one to finish before asking for another.',
  },
  report_export_failed: {
    'es-ES': 'No se pudo preparar el archivo. Vuelve a pedirlo; si vuelve a fallar, avisa al administrador.',
    'en-US': 'The file could not be made. Ask for it again; if it fails again, tell the administrator.',
  },
  report_made: { 'es-ES': 'Generado el {date}', 'en-US': 'Made on {date}' },
  // Cart discounts and coupons (issue 17 §1, decision 028).
  discount_not_found: { 'es-ES': 'Descuento no encontrado', 'en-US': 'Discount not found' },
  coupon_code_taken: {
    'es-ES': 'Ya hay otro cupón con ese código',
    'en-US': 'Another coupon already has that code',
  },
  coupon_unknown: {
    'es-ES': 'Ese cupón no existe o ya no está vigente',
    'en-US': 'That coupon does not exist or is no longer valid',
  },
  coupon_minimum: {
    'es-ES': 'Este cupón es para pedidos desde {amount}',
    'en-US': 'This coupon is for orders from {amount}',
  },
  coupon_used_up: {
    'es-ES': 'Este cupón ya se usó todas las veces permitidas',
    'en-US': 'This coupon has been used as many times as allowed',
  },
  coupon_used_by_you: {
    'es-ES': 'Ya usaste este cupón todas las veces permitidas',
    'en-US': 'You have already used this coupon as many times as allowed',
  },
  invoice_discount_line: { 'es-ES': 'Descuento: {name}', 'en-US': 'Discount: {name}' },
  webhook_signature_invalid: { 'es-ES': 'Firma no válida', 'en-US': 'Invalid signature' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    // A day of the calendar is written as the reader's language writes it: "vigente el 30 de noviembre de 2026",
    // not "vigente el 2026-11-30".
    return typeof value === 'string' && isCalendarDate(value)
      ? longDate(value, locale)
      : messageParam(value, locale);
  });
}

/** A field's failure as a `DomainError` names it: a validation key shared with the forms, or a server message. */
function translateFieldKey(key: string, locale: Locale, params: MessageParams): string {
  if (isValidationMessageKey(key)) return validationMessage(key, locale);
  return translate(key as MessageKey, locale, params);
}

/** A `DomainError`'s failures per field in the reader's language, as the API's `errors` object holds them. */
export function translateFields(
  fields: Record<string, readonly string[]>,
  locale: Locale,
  params: MessageParams = {},
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      keys.map((key) => translateFieldKey(key, locale, params)),
    ]),
  );
}

/** The messages that have a singular: `quantity_exceeds` and `quantity_exceeds_one`, and so on. */
type Counted = { [K in MessageKey]: `${K}_one` extends MessageKey ? K : never }[MessageKey];

/** A message about a count, in the singular when the count is one: "tiene una sola unidad", not "tiene 1 unidades". */
export const counted = (key: Counted, count: number): MessageKey =>
  // Sound: a Counted key has a `_one` beside it by its type.
  count === 1 ? (`${key}_one` as MessageKey) : key;

/** The refusal of a quantity above what is available, in the singular when one unit is. */
export const quantityExceeds = (available: number) => counted('quantity_exceeds', available);

/** Whether a key built from data (a pay form's code) names a message. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);
