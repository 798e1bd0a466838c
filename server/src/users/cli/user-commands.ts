import type { INestApplicationContext } from '@nestjs/common';
import type { CliArgs, CliCommand } from '../../cli/index.js';
import { CliUsageError, requireFlag } from '../../cli/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { passwordProblem } from '../password-rule.js';
import type { UserRole } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { readSecretFromStdin } from './read-stdin.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const createUsage =
  'user:create --email E (--password-stdin | --password P) [--admin]   (or the password in CLI_PASSWORD)';
export const userCreateCommand: CliCommand = {
  name: 'user:create',
  usage: createUsage,
  description:
    'Creates a user whose email is already verified (--admin makes it an administrator). Prefer --password-stdin or CLI_PASSWORD: ' +
    'a --password argument is visible to other users of the machine and stays in the shell history.',
  async run(app, args) {
    const email = requireFlag(args, 'email', createUsage);
    if (!EMAIL.test(email)) throw new CliUsageError(`Invalid email address: ${email}`);
    const password = await readPassword(app, args);
    const problem = passwordProblem(password);
    if (problem) throw new CliUsageError(problem);
    const role: UserRole = args.flags.admin === true ? 'admin' : 'user';
    const user = await app.get(UsersService).create({ email, password, role, verified: true });
    console.log(`Created ${role} ${user.email} (${user.id})`);
  },
};

/** --password-stdin first, then --password, then CLI_PASSWORD. */
async function readPassword(app: INestApplicationContext, args: CliArgs): Promise<string> {
  if (args.flags['password-stdin'] === true) return readSecretFromStdin();
  if (args.flags.password !== undefined) return requireFlag(args, 'password', createUsage);
  const fromEnv = app.get<AppConfig>(APP_CONFIG).cliPassword;
  if (fromEnv !== undefined) return fromEnv;
  throw new CliUsageError(
    `A password is required: pipe it with --password-stdin, or set CLI_PASSWORD\nusage: ${createUsage}`,
  );
}

const roleUsage = 'user:role --email E --role admin|user';
export const userRoleCommand: CliCommand = {
  name: 'user:role',
  usage: roleUsage,
  description: "Changes a user's role.",
  async run(app, args) {
    const email = requireFlag(args, 'email', roleUsage);
    const role = requireFlag(args, 'role', roleUsage);
    if (role !== 'admin' && role !== 'user')
      throw new CliUsageError(`--role must be admin or user\nusage: ${roleUsage}`);
    const user = await app.get(UsersService).setRole(email, role);
    console.log(`${user.email} is now ${role}`);
  },
};
