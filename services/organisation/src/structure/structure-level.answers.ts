import { HttpException, HttpStatus } from '@nestjs/common';
import type { LevelRefusal } from './structure-level-rules.js';

export const STRUCTURE_LEVEL_NOT_FOUND = 'Warning: The structure level does not exist.';

/** POST /structure/update's refusals: `message` is the code, `detail` the text. */
export function levelRefusal(refusal: LevelRefusal): HttpException {
  switch (refusal.code) {
    case 'lastLevelRequired':
      return new HttpException(
        { message: refusal.code, detail: 'The last level (Position) cannot be switched off.' },
        HttpStatus.BAD_REQUEST,
      );
    case 'levelHasNodes':
      return new HttpException(
        {
          message: refusal.code,
          detail: `The level ${refusal.labelName} has ${refusal.nodes} node(s) in the company structure. Move or delete them before switching it off.`,
        },
        HttpStatus.CONFLICT,
      );
    case 'existLabelName':
      return new HttpException(
        { message: refusal.code, detail: `Warning: Two levels cannot both be named ${refusal.labelName.trim()}.` },
        HttpStatus.CONFLICT,
      );
  }
}
