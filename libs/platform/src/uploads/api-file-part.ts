import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** The OpenAPI body of an upload route: multipart with one required file part named `field`. */
export const ApiFilePart = (field: string): MethodDecorator =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } },
    }),
  );
