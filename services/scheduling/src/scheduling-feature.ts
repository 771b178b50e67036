import type { Provider, Type } from '@nestjs/common';

/** One area of the scheduling service: its tables, migrations, controllers and providers, mounted by SchedulingModule. */
export interface SchedulingFeature {
  // TypeORM's own types for entity and migration lists are Function-typed.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  controllers: Type[];
  providers: Provider[];
}
