import { Type } from 'typebox';

export { ErrorResponse, IdParam } from '../../common/contract/common';

/** `{ message }` on success. */
export const MessageResponseSchema = Type.Object({ message: Type.String() });
