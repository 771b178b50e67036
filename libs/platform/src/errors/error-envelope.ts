/** The one error answer shape of every service. `message` is a sentence a person can read. */
export interface ErrorEnvelope {
  statusCode: number;
  message: string;
  error: string;
  details?: { field: string; message: string }[];
}
