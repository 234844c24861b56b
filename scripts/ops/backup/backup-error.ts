/**
 * A backup or restore that cannot go on, for a reason the operator can act on; its message says
 * what to do, and the command prints it without a stack trace.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}
