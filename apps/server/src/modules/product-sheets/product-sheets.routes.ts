import {
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_BYTES_MAX,
  PRODUCT_IMPORT_PATH,
  productImportReplySchema,
  productListFiltersSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { invalidFields } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { filesFrom, tooLarge } from '../../lib/uploaded-files';
import { requireUser } from '../../plugins/access';
import { productsCsv } from './export.service';
import { importProducts } from './import.service';

const tags = ['products'];

/** Products as spreadsheets (decisions 094 and 095): the list exported as a CSV, and a file read back into products. */
export const productSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked unless `dry_run` is "false", then written all at once. The body is multipart: no body schema applies.
  app.post(
    PRODUCT_IMPORT_PATH,
    {
      config: { permissions: ['create_products', 'update_products'] },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: productImportReplySchema } },
    },
    (request) => {
      const files = filesFrom(request.body, 'file');
      const file = files[0] as Buffer;
      if (files.length > 1) throw invalidFields({ file: ['import_file_unreadable'] });
      if (file.length > PRODUCT_IMPORT_BYTES_MAX) throw tooLarge('file', 'import_too_large');
      const dryRun = (request.body as Record<string, unknown>).dry_run !== 'false';
      return importProducts(app.db, file, {
        dryRun,
        locale: request.locale,
        userId: requireUser(request).id,
      });
    },
  );

  app.get(
    PRODUCT_EXPORT_PATH,
    { config: { permissions: ['read_products'] }, schema: { tags, querystring: productListFiltersSchema } },
    (request, reply) =>
      sendCsv(
        reply,
        translate('products_export_file', request.locale),
        productsCsv(app.db, request.query, request.locale),
      ),
  );
};
