import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ORG_COMPANY_CHANGED_V1, type CompanyChangedV1, type EventEnvelope } from '@rollcall/contracts';
import { CompanyReadModel } from './company-read-model.service.js';

/** Consumes the organisation service's company events (the payload argument is the whole envelope). */
@Controller()
export class CompanyEventsController {
  constructor(private readonly companies: CompanyReadModel) {}

  @EventPattern(ORG_COMPANY_CHANGED_V1)
  onCompanyChanged(@Payload() event: EventEnvelope<string, CompanyChangedV1>): Promise<boolean> {
    return this.companies.apply(event);
  }
}
