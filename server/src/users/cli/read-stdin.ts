import { CliUsageError } from '../../cli/index.js';

/**
 * The first line of standard input, for `--password-stdin`: a pipe or a redirected secrets file
 * (`npm run cli -- user:create --email E --password-stdin < /run/secrets/admin_password`).
 * A terminal is refused rather than echoing what is typed.
 */
export async function readSecretFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (stdin.isTTY)
    throw new CliUsageError('--password-stdin reads a pipe or a file, e.g. --password-stdin < password.txt');
  let data = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) {
    data += chunk as string;
    if (data.includes('\n')) break;
  }
  const line = data.split(/\r?\n/, 1)[0];
  if (!line) throw new CliUsageError('--password-stdin: no password on standard input');
  return line;
}
