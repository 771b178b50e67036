import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from './list-page.js';

/** The OpenAPI shape of a page of `row`: a class named `name` (e.g. SkillPage) with rows, total, page, pageSize. */
export function PageAnswer<Row>(row: Type<Row>, name: string): Type<Page<Row>> {
  class PageOfRows implements Page<Row> {
    @ApiProperty({ type: row, isArray: true }) rows!: Row[];
    @ApiProperty({ description: 'rows in the whole list, after its filters and search' }) total!: number;
    @ApiProperty({ description: 'the page answered (the last one when the asked page was past it)' }) page!: number;
    @ApiProperty() pageSize!: number;
  }
  Object.defineProperty(PageOfRows, 'name', { value: name });
  return PageOfRows;
}
