/** The envelope every event travels in, on every transport. */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  /** uuid; consumers deduplicate on it */
  id: string;
  type: TType;
  companyId: string;
  /** partition key: the employee id where there is one, else the company id */
  key: string;
  /** ISO instant */
  occurredAt: string;
  /** the service that wrote it */
  producer: string;
  payload: TPayload;
}
