import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DatabasePoolAnswer {
  @ApiProperty({ description: 'connections the pool may hold (DB_POOL_SIZE)' }) size!: number;
  @ApiProperty() inUse!: number;
  @ApiProperty() idle!: number;
  @ApiProperty({ description: 'requests waiting for a connection' }) waiting!: number;
  @ApiProperty({ description: 'acquires that timed out (answered 503) since start' }) timeouts!: number;
}

export class HealthAnswer {
  @ApiProperty({ example: 'ok' }) status!: string;
  @ApiProperty({ enum: ['embedded', 'distributed'] }) mode!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) services!: Record<string, string>;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/DatabasePoolAnswer' },
    description: "embedded mode: each service's database pool (each service answers its own /health when distributed)",
  })
  database?: Record<string, DatabasePoolAnswer>;
}
