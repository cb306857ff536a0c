/** Puts `process.env` back as it was in `before`: variables set since are removed, changed ones restored. */
export function restoreProcessEnvironment(before: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
}
