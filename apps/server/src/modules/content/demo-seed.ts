import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { contentPages, faqs } from './content.table';
import { PRIVACY_POLICY_HTML } from './privacy-policy';

/** The demo shop's own pages: the five fixed ones written and published, plus two information pages. */
const PAGES = [
  {
    slug: 'about',
    title: 'Quiénes somos',
    description:
      'Una tienda de La Habana que lleva a tu casa lo que tu familia necesita, con precios claros en USD y MLC.',
    section: '',
    position: 0,
    body: `<p>Somos un equipo pequeño de La Habana que empezó en 2021 llevando compras a las familias de quienes viven fuera.
Hoy vendemos alimentos, aseo, electrodomésticos y ropa al por menor y al por mayor, con entrega a domicilio y
recogida en nuestras tiendas del Vedado y Miramar.</p>
<h2>Lo que nos importa</h2>
<ul><li><strong>Precios claros:</strong> ves el total con el envío antes de pagar, en USD o en MLC.</li>
<li><strong>Lo que ves es lo que hay:</strong> la disponibilidad se actualiza con cada pedido; no vendemos lo que no tenemos.</li>
<li><strong>Te avisamos:</strong> cada cambio de estado de tu pedido te llega por correo.</li></ul>
<p>¿Tienes una pregunta? Escríbenos desde la página de <a href="/Contact-Us">contacto</a>.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Política de devoluciones',
    description: 'Cuándo y cómo puedes devolver un producto, y cómo te devolvemos el dinero.',
    section: 'Políticas',
    position: 100,
    body: `<p>Puedes devolver un producto en los <strong>7 días</strong> siguientes a recibirlo si llega dañado, no es
el que pediste o le falta alguna pieza.</p>
<h2>Cómo hacerlo</h2>
<ol><li>Escríbenos indicando el número de pedido y una foto del producto.</li>
<li>Te diremos si lo recogemos en tu casa o si lo llevas a una de nuestras tiendas.</li>
<li>Una vez revisado, te devolvemos el importe en la misma moneda y forma de pago en un plazo de 5 días hábiles.</li></ol>
<h2>Qué no se puede devolver</h2>
<p>Alimentos abiertos, productos de aseo personal desprecintados y tarjetas de compra ya usadas.</p>`,
  },
  {
    slug: 'shipment-policy',
    title: 'Política de envíos',
    description: 'Zonas de entrega, plazos y precio del envío a domicilio y de la recogida en tienda.',
    section: 'Políticas',
    position: 101,
    body: `<p>Entregamos a domicilio en La Habana. El precio del envío depende de la distancia desde nuestro almacén y lo
ves en el carrito antes de pagar; a partir de cierto importe el envío es gratis.</p>
<h2>Plazos</h2>
<p>Los pedidos pagados antes de las 12:00 salen al día hábil siguiente. Puedes elegir otra fecha de entrega al
confirmar el pedido.</p>
<h2>Recogida en tienda</h2>
<p>Si lo prefieres, recoge tu pedido sin coste en nuestras tiendas del Vedado o de Miramar, en su horario.
Lleva el número de pedido y el carné de identidad del beneficiario.</p>`,
  },
  {
    slug: 'warranty-policy',
    title: 'Política de garantía',
    description: 'La garantía de los electrodomésticos y cómo reclamarla.',
    section: 'Políticas',
    position: 102,
    body: `<p>Los electrodomésticos tienen la garantía que indica su ficha (de 3 a 12 meses) desde la fecha de entrega.</p>
<p>La garantía cubre defectos de fabricación. No cubre golpes, subidas de tensión ni el uso con un voltaje distinto
al indicado.</p>
<h2>Cómo reclamarla</h2>
<p>Escríbenos con el número de pedido y una descripción del fallo. Si procede, reparamos o cambiamos el producto;
si no es posible, te devolvemos su importe.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Términos y condiciones',
    description: 'Las condiciones de compra en la tienda: precios, pagos, cuentas y datos personales.',
    section: 'Políticas',
    position: 103,
    body: `<h2>Precios y monedas</h2>
<p>Los precios se muestran en USD y en MLC al cambio del día. El importe que pagas es el que ves al confirmar el pedido.</p>
<h2>Pagos</h2>
<p>Un pedido no pagado en el plazo indicado se cancela y sus productos vuelven a estar disponibles.</p>
<h2>Cuentas</h2>
<p>Eres responsable de guardar tu contraseña. Puedes borrar tu cuenta desde tu perfil en cualquier momento.</p>
<h2>Datos personales</h2>
<p>Usamos tus datos y los de tus beneficiarios solo para preparar y entregar tus pedidos. No los cedemos a nadie.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Política de privacidad',
    description:
      'Qué datos guardamos, qué cuentan las estadísticas de visitas y cómo, y las cookies que usamos.',
    section: 'Políticas',
    position: 105,
    body: PRIVACY_POLICY_HTML,
  },
  {
    slug: 'como-comprar',
    title: 'Cómo comprar',
    description: 'Los pasos de un pedido, desde elegir los productos hasta recibirlos.',
    section: 'Ayuda',
    position: 10,
    body: `<ol><li><strong>Elige</strong> los productos y añádelos al carrito.</li>
<li><strong>Indica quién recibe</strong> el pedido: un beneficiario con su dirección, o la tienda donde lo recogerá.</li>
<li><strong>Paga</strong> en USD o en MLC.</li>
<li><strong>Sigue tu pedido</strong> desde «Mis pedidos»; te avisamos por correo de cada cambio.</li></ol>`,
  },
  {
    slug: 'ventas-al-por-mayor',
    title: 'Ventas al por mayor',
    description: 'Precios de mayorista para negocios, con pago anticipado de una parte del pedido.',
    section: 'Ayuda',
    position: 11,
    body: `<p>Si tienes un negocio, pide una cuenta de mayorista: verás los precios al por mayor y las cantidades mínimas
de cada producto.</p>
<p>Los pedidos al por mayor se confirman con un pago anticipado de una parte del importe; el resto se paga al
recibirlos.</p>`,
  },
];

const FAQS = [
  {
    topic: 'Pedidos',
    question: '¿Cuánto tarda en llegar mi pedido?',
    answer:
      '<p>Los pedidos pagados antes de las 12:00 salen al día hábil siguiente. En La Habana suelen llegar ese mismo día.</p>',
  },
  {
    topic: 'Pedidos',
    question: '¿Puedo cambiar la dirección de entrega después de pagar?',
    answer:
      '<p>Sí, mientras el pedido no esté <em>En camino</em>. Escríbenos con el número de pedido y la nueva dirección.</p>',
  },
  {
    topic: 'Pedidos',
    question: '¿Puedo recoger el pedido en una tienda?',
    answer:
      '<p>Sí. Al confirmar el pedido elige «Recoger en tienda» y la tienda que te venga mejor; la recogida no tiene coste.</p>',
  },
  {
    topic: 'Pagos',
    question: '¿En qué monedas puedo pagar?',
    answer:
      '<p>En USD y en MLC. Cambia la moneda en la parte superior de la tienda para ver los precios en la que prefieras.</p>',
  },
  {
    topic: 'Pagos',
    question: '¿Qué pasa si no pago a tiempo?',
    answer:
      '<p>El pedido se cancela solo pasado el plazo de pago, y los productos vuelven a estar disponibles para otros clientes.</p>',
  },
  {
    topic: 'Cuenta',
    question: '¿Olvidé mi contraseña, qué hago?',
    answer:
      '<p>En la página de acceso pulsa «¿Olvidaste tu contraseña?» y te enviaremos un enlace para crear una nueva.</p>',
  },
  {
    topic: 'Cuenta',
    question: '¿Puedo guardar varios beneficiarios?',
    answer:
      '<p>Sí. En <a href="/Profile/Beneficiaries">Mis beneficiarios</a> puedes guardar a tu familia y elegir a quién entregar cada pedido.</p>',
  },
];

/**
 * SEED=demo: the pages written and published, and the frequent questions. A page staff already changed (its
 * body is no longer empty) and a question list staff already started stay as they are.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  for (const page of PAGES) {
    const values = { ...page, body: sanitizeContentHtml(page.body), published: true };
    const [current] = await db
      .select({ body: contentPages.body })
      .from(contentPages)
      .where(eq(contentPages.slug, page.slug));
    if (!current) await db.insert(contentPages).values(values).onConflictDoNothing();
    // A page still as the shop seeded it (empty, or the privacy policy's starting text) is the demo's to publish.
    else if (current.body === '' || current.body === values.body)
      await db.update(contentPages).set(values).where(eq(contentPages.slug, page.slug));
  }
  const [anyFaq] = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (!anyFaq) {
    await db
      .insert(faqs)
      .values(
        FAQS.map((faq, i) => ({ ...faq, answer: sanitizeContentHtml(faq.answer), position: (i + 1) * 10 })),
      );
  }
}
