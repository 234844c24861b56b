/**
 * Next's `after` outside Next: integration tests run the collection hooks through Payload's Local
 * API with no request whose end could be waited for, so the task runs at once.
 */
export function after(task: () => unknown) {
  void task()
}
