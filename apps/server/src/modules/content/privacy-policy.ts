/**
 * The privacy policy a new shop starts with (a draft staff publish or rewrite): it says what the shop's own software
 * keeps, above all what its analytics count and how (decision 035).
 */
export const PRIVACY_POLICY_HTML = `<h2>Qué datos guardamos y para qué</h2>
<p>Para preparar y entregar tus pedidos guardamos los datos de tu cuenta (nombre, correo y teléfono) y los de tus
beneficiarios. No los cedemos a nadie.</p>
<h2>Estadísticas de visitas</h2>
<p>Para saber qué interesa y qué falta en la tienda contamos, sin saber quién eres:</p>
<ul><li>las páginas que se ven y el sitio desde el que llegaste (solo su nombre, como «facebook.com»);</li>
<li>los productos que se miran y los que se añaden al carrito;</li>
<li>las búsquedas que no encuentran nada;</li>
<li>el tipo de dispositivo: móvil, tableta u ordenador;</li>
<li>cuántos inicios de sesión salen bien y cuántos mal, sin guardar quién lo intentó.</li></ul>
<p>No guardamos tu dirección IP. Para contar cuántas personas distintas nos visitan cada día usamos una huella
cifrada de tu dirección y tu navegador, hecha con una clave que cambia cada día y se borra al día siguiente: con ella
nadie puede saber quién eras. Las estadísticas no usan cookies ni se comparten con otros servicios.</p>
<p>Si tu navegador tiene activada la opción «No rastrear» (Do Not Track) o el Control Global de Privacidad, no
contamos nada de tu visita.</p>
<h2>Cookies</h2>
<p>Solo usamos las cookies necesarias para que la tienda funcione: tu sesión, la protección de los formularios, y el
idioma y la moneda que eliges.</p>
<h2>Tus datos son tuyos</h2>
<p>Puedes ver y cambiar tus datos en tu perfil, y borrar tu cuenta cuando quieras.</p>`;
