/** `-c key=value` / `--context key=value` pairs of a CDK command line, as CDK reads them. */
export function contextFromArgs(args: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const inline = /^--context=(.*)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? args[++i] : undefined);
    if (pair === undefined) continue;
    const at = pair.indexOf('=');
    if (at > 0) context[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return context;
}
