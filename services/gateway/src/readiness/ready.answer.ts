import { ApiProperty } from '@nestjs/swagger';
import type { LivenessAnswer, ReadinessCheck, ReadinessReport } from '@rollcall/platform';

export class LiveAnswer implements LivenessAnswer {
  @ApiProperty({ enum: ['ok'], description: 'answered whenever the process serves HTTP' }) status!: 'ok';
}

export class ReadyCheck implements ReadinessCheck {
  @ApiProperty({ type: String, nullable: true, description: 'the service it concerns, null for the process' })
  service!: string | null;
  @ApiProperty({ enum: ['migrations', 'database', 'event bus', 'demo seed', 'service'] })
  check!: ReadinessCheck['check'];
  @ApiProperty() ok!: boolean;
  @ApiProperty({ example: 'no database connection within 1 s' }) detail!: string;
}

export class ReadyAnswer implements ReadinessReport {
  @ApiProperty({ enum: ['ready', 'starting', 'not ready'] }) status!: ReadinessReport['status'];
  @ApiProperty({ example: 'Rollcall is not ready: time-capture: no database connection within 1 s.' })
  message!: string;
  @ApiProperty({ type: [ReadyCheck] }) checks!: ReadyCheck[];
}
