import { Type, type Static } from 'typebox';

/** `{ message }`: every 4xx/5xx answer. */
export const ErrorResponse = Type.Object({ message: Type.String() }, { $id: 'ErrorResponse' });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A positive integer id in a path (digits only; anything else answers 400). */
export const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** Decimal string such as "1499.00". */
export const Decimal = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
