import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Identity's read model of the organisation service's companies (only what the profile shows). */
@Entity({ name: 'companies' })
export class Company {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ type: 'text' }) name!: string;
  /** occurredAt of the event last applied, so an older event delivered late does not undo a newer one */
  @Column({ name: 'changed_at', type: 'timestamptz' }) changedAt!: Date;
  /** employee licences, when organisation's event carries them; null means no limit is known */
  @Column({ type: 'integer', nullable: true }) licenses!: number | null;
}
