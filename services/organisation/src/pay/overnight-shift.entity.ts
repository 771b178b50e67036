import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A scheduled day of an employee with a section that crosses midnight (from schedule.day.changed.v1). */
@Entity({ name: 'overnight_shifts' })
export class OvernightShift {
  @PrimaryColumn({ name: 'employee_id', type: 'uuid' }) employeeId!: string;
  /** local date YYYY-MM-DD the section starts on */
  @PrimaryColumn({ type: 'date' }) date!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
}
