import type { UseFormReturnType } from '@mantine/form';
import type { ProductBody } from '@shop/contracts';
import type { ProductFormValues } from '../lib/form-values';

/** The product form as its sections receive it: the inputs' values in, a `ProductBody` out. */
// biome-ignore lint/suspicious/noExplicitAny: the rules type is the validate function's, irrelevant to sections.
export type ProductForm = UseFormReturnType<ProductFormValues, ProductBody, any>;
