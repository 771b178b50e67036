import type { CalculationFeature } from '../calculation-feature.js';
import { PayCards1764400000501 } from './1764400000501-pay-cards.js';
import { PayCardsController } from './pay-cards.controller.js';
import { PayCardsService } from './pay-cards.service.js';

/** Pay cards (spec 001 §2 "Pay Card"): an employee's manual pay lines for a period, in the timesheet's totals. */
export const PAY_CARDS_FEATURE: CalculationFeature = {
  migrations: [PayCards1764400000501],
  controllers: [PayCardsController],
  providers: [PayCardsService],
};
