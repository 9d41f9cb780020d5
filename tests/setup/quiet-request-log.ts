// The Worker writes one JSON log line per request (docs/decisions/029). vitest.config.ts keeps them
// out of the report (onConsoleLog), but each line would first travel from workerd to Vitest's
// process, thousands of them in the fuzz files; they stop here instead. A test that reads them
// spies on the console itself (vi.spyOn), which sits in front of this filter and still sees each one.
const requestLogLine = (args: unknown[]) => typeof args[0] === 'string' && args[0].startsWith('{"level":');

for (const method of ['log', 'warn', 'error'] as const) {
  const write = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    if (!requestLogLine(args)) write(...args);
  };
}
