import { environmentProblems, loadConfig, type Config } from '../config'
import { configurationProblems } from './production-guards'

export type ConfigurationCheck = { config: Config; problems: string[] } | { config: undefined; problems: string[] }

/**
 * The environment read as the server reads it, with every problem at once: the variables that do not
 * parse, then (when they all do) the production refusals. The server refuses to start on any problem;
 * `npm run admin -- check-config` prints them without touching the database.
 */
export function checkConfiguration(env: NodeJS.ProcessEnv = process.env): ConfigurationCheck {
  const problems = environmentProblems(env)
  if (problems.length > 0) return { config: undefined, problems }
  const config = loadConfig(env)
  return { config, problems: configurationProblems(config) }
}
