import { Type, type Static } from 'typebox';

/** `{ message }`: every 4xx/5xx answer. */
export const ErrorResponse = Type.Object({ message: Type.String() }, { $id: 'ErrorResponse' });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A positive integer id in a path (digits only; anything else answers 400). */
export const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** Decimal string such as "1499.00". */
export const Decimal = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });

/** A string without control characters: the rule the server gives every input string that names no pattern. */
export const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';

/** A value or null. */
export const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** Text over several lines: tab, line feed and carriage return allowed, other control characters (NUL among them) not. */
export const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** Free text a person may type over several lines (messages, reviews, addresses). */
export const MultilineText = (maxLength: number) => Type.String({ maxLength, pattern: MULTI_LINE });
