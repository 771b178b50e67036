import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model of organisation's companies: which device token belongs to which company. */
@Entity({ name: 'known_companies' })
export class KnownCompany {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'device_token', type: 'text', unique: true }) deviceToken!: string;
  @Column({ name: 'time_zone_id', type: 'text' }) timeZoneId!: string;
}
