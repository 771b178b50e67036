import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsUUID } from 'class-validator';
import { toStringList } from '../http/form-values.js';

/** The most ids a by-ids lookup takes at once (a picker names the chosen ones it shows, a page at a time). */
export const IDS_LIMIT = 100;

/** `?ids=a,b,c`: the objects a by-ids lookup names, comma-joined (each id once). */
export class IdsQuery {
  @ApiProperty({ type: String, description: `ids, comma-joined: at least 1, at most ${IDS_LIMIT} different ones` })
  @Transform((params) => {
    const ids = toStringList(params);
    return Array.isArray(ids) ? [...new Set(ids)] : ids;
  })
  @ArrayNotEmpty({ message: 'ids must name at least one id' })
  @ArrayMaxSize(IDS_LIMIT, {
    message: ({ value }: { value: unknown }) =>
      `ids may name at most ${IDS_LIMIT} at a time (${Array.isArray(value) ? value.length : 0} given): ask in parts of ${IDS_LIMIT}`,
  })
  @IsUUID('all', { each: true, message: 'ids must be ids separated by commas' })
  ids: string[] = [];
}
