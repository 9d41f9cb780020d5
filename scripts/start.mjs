// `npm start`: build, migrate and seed the reference API, then serve portal + reference API on
// http://localhost:8787 (both Workers in one workerd, as in production but local).
import { prepareDatabase } from './prepare-database.mjs';
import { quietWrangler, run, start } from './run.mjs';

const PORT = 8787;
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) run('npm', ['run', 'build']);
prepareDatabase();

const server = start('vite', ['preview', '--port', String(PORT), '--strictPort'], {
  env: quietWrangler,
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes(`${PORT}`)) {
    announced = true;
    console.log(`
  The portal is running with demo data (accounts: docs/demo-data.md, password Sunlit-Harbour#47):
    C8 Demo         http://localhost:${PORT}
    Acme Logistics  http://acme.localhost:${PORT}
    Globex          http://globex.localhost:${PORT}
    Initrode Group  http://initrode.localhost:${PORT} (single sign-on only)
`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
