import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@academy/common';
import { validationFailed } from './api-error';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    // One message per field, the first rule that failed (the order the decorators declare).
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

/** whitelist (unknown fields are dropped) + transform, and a 400 error body naming each refused field with its Korean message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailed(flatten(errors)),
  });
}
