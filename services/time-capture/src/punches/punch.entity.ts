import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type PunchSource = 'Kiosk' | 'Mobile' | 'Manual' | 'Import' | 'AutoPair';

/** A recorded punch. A device's own punch id makes a replay of the same punch land once. */
@Entity({ name: 'punches' })
@Index(['companyId', 'deviceId', 'devicePunchId'], { unique: true, where: 'device_punch_id IS NOT NULL' })
export class Punch {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @Column({ name: 'employee_id', type: 'uuid' }) employeeId!: string;
  @Column({ name: 'clock_id', type: 'integer' }) clockId!: number;
  @Column({ name: 'punch_time', type: 'timestamptz' }) punchTime!: Date;
  @Column({ type: 'text' }) source!: PunchSource;
  @Column({ name: 'device_id', type: 'text', nullable: true }) deviceId!: string | null;
  @Column({ name: 'device_punch_id', type: 'text', nullable: true }) devicePunchId!: string | null;
  @Column({ name: 'work_place_id', type: 'text', nullable: true }) workPlaceId!: string | null;
  @Column({ name: 'position_id', type: 'text', nullable: true }) positionId!: string | null;
  @Column({ name: 'job_id', type: 'text', nullable: true }) jobId!: string | null;
  @Column({ name: 'task_id', type: 'text', nullable: true }) taskId!: string | null;
  @Column({ type: 'double precision', nullable: true }) latitude!: number | null;
  @Column({ type: 'double precision', nullable: true }) longitude!: number | null;
  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' }) recordedAt!: Date;
  /** 1 when recorded; each edit and the delete add one (time.punch.changed.v1) */
  @Column({ type: 'integer', default: 1 }) version!: number;
  /** a deleted punch stays, so a kiosk's replay of it is a replay and not a new punch */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
  /** why it was last changed, as the person gave it */
  @Column({ type: 'text', nullable: true }) reason!: string | null;
}
