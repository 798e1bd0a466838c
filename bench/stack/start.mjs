// `npm run stack`: the scaled-out stack on this machine (issue 35), until Ctrl+C. PostgreSQL and Redis
// of its own, 2 apps behind HAProxy, 2 BullMQ workers; prints where everything is, starts again an
// app or worker that dies, and on Ctrl+C (or SIGTERM, or its terminal closing) stops everything it started, by pid.
// Usage: npm run build && npm run stack [-- --apps 2 --workers 2 --keep]
// Every variable of .env.example given in the environment reaches the apps and workers (e.g.
// OPENAI_API_KEY and OPENAI_BASE_URL for generation); DATABASE_URL, REDIS_URL and MEILI_URL are the stack's.
import { startStack, table } from './index.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};

const stack = await startStack({
  apps: option('apps', 2),
  workers: option('workers', 2),
  keepFiles: args.includes('--keep'),
});
console.log(`\nReelAtlas stack ready: ${stack.url}\n`);
console.log(table(stack.describe()));
console.log(
  `\nLogs in ${stack.logDir}. Ctrl+C stops everything${args.includes('--keep') ? ' and keeps the files' : ' and removes the files'}.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the proxy, apps, workers, Redis and PostgreSQL...`);
    stack.stop().then(
      () => {
        console.log('stopped');
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
