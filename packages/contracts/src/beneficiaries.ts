import { z } from 'zod';
import { emailSchema } from './auth';
import { calendarDateSchema, shopToday } from './calendar-date';
import {
  municipalityCodeSchema,
  municipalityIn,
  municipalityName,
  provinceCodeSchema,
  provinceName,
} from './locations';
import { mapPointSchema } from './orders';
import { phoneSchema } from './phone';

/** A shopper keeps a short address book; the cap only stops a script from filling the table. */
export const MAX_BENEFICIARIES = 50;

export const BENEFICIARY_PATHS = {
  mine: '/beneficiaries',
  one: '/beneficiaries/:id',
} as const;

const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
/** A blank optional field is stored as null, so "" and a missing field mean the same. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * SPEC §3 Beneficiary: the person who receives an order. Province, municipality and main street make a delivery
 * address (SPEC §5); the cross streets are optional but the checkout warns when both are missing.
 */
export const beneficiaryBodySchema = z
  .strictObject({
    name: text(50),
    last_name: text(50),
    phone: phoneSchema,
    /** The national id (carné de identidad): 11 digits in Cuba; a passport number for others. */
    ci: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^[A-Za-z0-9]{6,20}$/.test(value), { error: 'ci_invalid' }),
    email: z
      .union([z.literal(''), emailSchema])
      .nullish()
      .transform((value) => value || null),
    province: provinceCodeSchema,
    municipality: municipalityCodeSchema,
    main_street: text(50),
    first_street: optionalText(50),
    second_street: optionalText(50),
    house_or_apartment: optionalText(30),
    point_of_reference: optionalText(300),
    /** A free-text address line for what the streets do not say (a building, a block). */
    address: optionalText(300),
    date_born: z
      .union([z.literal(''), calendarDateSchema])
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || (value >= '1900-01-01' && value <= shopToday()), {
        error: 'date_born_invalid',
      }),
  })
  .superRefine((body, ctx) => {
    const bothKnown = provinceName(body.province) && municipalityName(body.municipality);
    if (bothKnown && !municipalityIn(body.province, body.municipality)) {
      ctx.addIssue({ code: 'custom', message: 'municipality_outside_province', path: ['municipality'] });
    }
  });
export type BeneficiaryBody = z.infer<typeof beneficiaryBodySchema>;
/** What a form holds before parsing. */
export type BeneficiaryInput = z.input<typeof beneficiaryBodySchema>;

export const beneficiarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  ci: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string(),
  province_name: z.string(),
  municipality: z.string(),
  municipality_name: z.string(),
  main_street: z.string(),
  first_street: z.string().nullable(),
  second_street: z.string().nullable(),
  house_or_apartment: z.string().nullable(),
  point_of_reference: z.string().nullable(),
  address: z.string().nullable(),
  date_born: z.string().nullable(),
  /**
   * Where the last home delivery to this address went, marked on the checkout's map: the next checkout starts there.
   * Null until a delivery, and again once the address itself changes (decision 079).
   */
  location: mapPointSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** The whole address book in one reply: it is short (MAX_BENEFICIARIES), newest first. */
export const beneficiaryListReplySchema = z.object({ data: z.array(beneficiarySchema) });
export type BeneficiaryListReply = z.infer<typeof beneficiaryListReplySchema>;

/**
 * The fields that say where the door is: changing one forgets the map point of the last delivery there (decision
 * 079). The server decides with them, the address book's form warns with them.
 */
export const BENEFICIARY_DOOR_FIELDS = [
  'province',
  'municipality',
  'main_street',
  'first_street',
  'second_street',
  'house_or_apartment',
  'address',
] as const;

/** SPEC §5: a warning (not a refusal) when only the main street is given. */
export const onlyMainStreet = (b: Pick<Beneficiary, 'first_street' | 'second_street'>) =>
  !b.first_street && !b.second_street;
