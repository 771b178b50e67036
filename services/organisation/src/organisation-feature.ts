import type { Provider, Type } from '@nestjs/common';

/**
 * One area of the organisation service (pay configuration, rounding, holidays, …): its tables, migrations,
 * controllers and services. OrganisationModule mounts every feature; each area keeps its own list here so adding
 * one touches only its folder.
 */
export interface OrganisationFeature {
  // TypeORM's own types for entity and migration lists are Function-typed.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  controllers: Type[];
  providers: Provider[];
}
