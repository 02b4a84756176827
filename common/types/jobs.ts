/** A job that used up its attempts, as `admin/jobs/Index` lists it. */
export interface FailedJobRow {
  id: string;
  name: string;
  attempts: number;
  error: string;
  /** ISO 8601. */
  failedAt: string;
  createdAt: string;
}
