import type { Provider, Type } from '@nestjs/common';

/** One area of the calculation service: its migrations, controllers and providers, mounted by CalculationModule. */
export interface CalculationFeature {
  // TypeORM's own type for a migration list is Function-typed.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  controllers: Type[];
  providers: Provider[];
}
