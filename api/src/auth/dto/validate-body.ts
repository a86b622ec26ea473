import type { Type } from '@nestjs/common';
import { createValidationPipe } from '../../http/validation.pipe';

const pipe = createValidationPipe();

/**
 * Guards run before pipes, so a guard that needs a checked body (the login guard) runs the very
 * pipe every controller uses: same whitelist, same transforms, same 400 body.
 */
export async function validateBody<T extends object>(metatype: Type<T>, body: unknown): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype, data: undefined })) as T;
}
