/** process.env as it is now, and a function that puts it back: names added since are removed, changed ones set again. */
export function snapshotEnvironment(env: NodeJS.ProcessEnv = process.env): () => void {
  const found = { ...env };
  return () => {
    for (const name of Object.keys(env)) if (!Object.hasOwn(found, name)) delete env[name];
    Object.assign(env, found);
  };
}
