import type { CliCommand } from '../../cli/cli-command.js';
import { CliUsageError, requireFlag } from '../../cli/cli-command.js';
import type { UserRole } from '../user.entity.js';
import { UsersService } from '../users.service.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 6;

const createUsage = 'user:create --email E --password P [--admin]';
export const userCreateCommand: CliCommand = {
  name: 'user:create',
  usage: createUsage,
  description: 'Creates a user whose email is already verified (--admin makes it an administrator).',
  async run(app, args) {
    const email = requireFlag(args, 'email', createUsage);
    const password = requireFlag(args, 'password', createUsage);
    if (!EMAIL.test(email)) throw new CliUsageError(`Invalid email address: ${email}`);
    if (password.length < MIN_PASSWORD) throw new CliUsageError(`Password must be at least ${MIN_PASSWORD} characters`);
    const role: UserRole = args.flags.admin === true ? 'admin' : 'user';
    const user = await app.get(UsersService).create({ email, password, role, verified: true });
    console.log(`Created ${role} ${user.email} (${user.id})`);
  },
};

const roleUsage = 'user:role --email E --role admin|user';
export const userRoleCommand: CliCommand = {
  name: 'user:role',
  usage: roleUsage,
  description: "Changes a user's role.",
  async run(app, args) {
    const email = requireFlag(args, 'email', roleUsage);
    const role = requireFlag(args, 'role', roleUsage);
    if (role !== 'admin' && role !== 'user') throw new CliUsageError(`--role must be admin or user\nusage: ${roleUsage}`);
    const user = await app.get(UsersService).setRole(email, role);
    console.log(`${user.email} is now ${role}`);
  },
};
