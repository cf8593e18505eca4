// Any console.error during a test fails it (habit from epic-stack): errors must be expected or fixed.
import { afterEach, vi } from 'vitest';

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
});
